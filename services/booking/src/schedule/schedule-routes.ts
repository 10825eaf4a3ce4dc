import type { Express } from 'express';
import {
  berlinDate,
  houseScheduleSchema,
  localizeMessage,
  scheduleChanged,
  scheduleFrom,
  scheduleText,
  slotsOn,
  type HouseSchedule,
  type StrandedReservations,
} from '@ristorante/contracts';
import {
  AppError,
  adminOf,
  expectedVersionOf,
  localeOf,
  recordEvent,
  withTransaction,
  type PoolClient,
  type ServiceDeps,
} from '@ristorante/kit';
import { readSchedule, writeSchedule } from './schedule-repository.js';
import type { ScheduleStore } from './schedule-store.js';

type Stranded = StrandedReservations['stranded'][number];

/**
 * The reservations from `today` on that the old schedule offered and the new one does not (their day closed, their
 * time no longer a slot then). One already outside the old hours is not the new change's doing and does not count.
 */
async function strandedBy(client: PoolClient, before: HouseSchedule, after: HouseSchedule, today: string): Promise<Stranded[]> {
  const { rows } = await client.query<Stranded>(
    `SELECT id, name, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status
       FROM reservations WHERE date >= $1 AND status <> 'cancelled' ORDER BY date, time, created_at`,
    [today],
  );
  const offers = (schedule: HouseSchedule, row: Stranded) => slotsOn(schedule, row.date).includes(row.time);
  return rows.filter((row) => offers(before, row) && !offers(after, row));
}

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
    const outcome = await withTransaction(deps.pool, async (client): Promise<{ stranded: Stranded[] } | { version: number }> => {
      // One save at a time: the first version has no row to lock.
      await client.query("SELECT pg_advisory_xact_lock(hashtext('booking.schedule'))");
      const current = await readSchedule(client);
      if (expected !== undefined && expected !== current.version)
        throw new AppError(412, scheduleText['schedule.version.conflict']);
      const stranded = await strandedBy(client, current, next, today);
      if (stranded.length > 0) return { stranded };
      const version = await writeSchedule(client, next, current.version, adminOf(res).email);
      await recordEvent(client, scheduleChanged, { version });
      return { version };
    });
    if ('stranded' in outcome) {
      const error = localizeMessage(scheduleText['schedule.stranded'], localeOf(req), { count: outcome.stranded.length });
      res.status(409).json({ error, stranded: outcome.stranded } satisfies StrandedReservations);
      return;
    }
    schedules.forget();
    deps.relay?.nudge();
    res.setHeader('cache-control', 'no-store').json(scheduleFrom({ ...next, version: outcome.version }, today));
  });
}
