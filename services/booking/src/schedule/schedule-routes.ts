import type { Express } from 'express';
import {
  berlinDate,
  houseScheduleSchema,
  localizeMessage,
  scheduleFrom,
  scheduleText,
  type StrandedReservations,
} from '@ristorante/contracts';
import { adminOf, expectedVersionOf, localeOf, type ServiceDeps } from '@ristorante/kit';
import { saveSchedule } from './save-schedule.js';
import type { ScheduleStore } from './schedule-store.js';

/**
 * The restaurant's hours and capacity (docs/decisions.md 110): anyone reads them (`GET /api/schedule`: the pages,
 * the form, the dashboard); an owner saves them whole, from the version they read (If-Match), and a save that
 * would leave reservations outside the new hours is refused with their list.
 */
export function mountScheduleRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore): void {
  app.get('/api/schedule', async (req, res) => {
    const schedule = scheduleFrom(await schedules.current(), berlinDate(new Date()));
    // Kept briefly by proxies: the pages are rendered again on a save, and the form checks by the server's rules.
    res.setHeader('cache-control', 'public, max-age=10, stale-while-revalidate=30').json(schedule);
  });

  app.put('/api/admin/schedule', async (req, res) => {
    const expected = expectedVersionOf(req, scheduleText['schedule.version.invalid']);
    const next = houseScheduleSchema.parse(req.body);
    const today = berlinDate(new Date());
    const by = adminOf(res).email;
    const outcome = await saveSchedule(deps, schedules, { next, expectedVersion: expected, today, by });
    if ('stranded' in outcome) {
      const error = localizeMessage(scheduleText['schedule.stranded'], localeOf(req), { count: outcome.stranded.length });
      res.status(409).json({ error, stranded: outcome.stranded } satisfies StrandedReservations);
      return;
    }
    res.setHeader('cache-control', 'no-store').json(scheduleFrom({ ...next, version: outcome.version }, today));
  });
}
