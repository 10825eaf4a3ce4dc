import { http, HttpResponse } from 'msw';
import { defaultHouseSchedule, weeklySlots, type Availability, type SlotState } from '@ristorante/contracts';
import { server } from './api-server';

/**
 * GET /api/availability answered for any date and party, every slot open unless `states` says otherwise
 * (evaluated at each request, so a test may change it between two), with `events` taking covers that day.
 * Returns the queries asked, in order.
 */
export function serveAvailability(
  states: () => Partial<Record<string, SlotState>> = () => ({}),
  nextOpen: Availability['nextOpen'] = [],
  events: Availability['events'] = [],
): Array<{ date: string; guests: number }> {
  const asked: Array<{ date: string; guests: number }> = [];
  server.use(
    http.get('/api/availability', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const date = query.get('date')!;
      const guests = Number(query.get('guests'));
      asked.push({ date, guests });
      const given = states();
      const slots = weeklySlots(defaultHouseSchedule).map((time) => {
        const state = given[time] ?? 'open';
        return { time, state, left: state === 'open' ? 40 : state === 'few' ? 6 : 0 };
      });
      return HttpResponse.json<Availability>({ date, guests, open: true, note: null, events, slots, nextOpen });
    }),
  );
  return asked;
}
