import type { Express } from 'express';
import {
  berlinDate,
  bookingText,
  floorSaveSchema,
  floorText,
  localizeMessage,
  tableMoveSchema,
  walkInSchema,
  type StrandedBookings,
} from '@ristorante/contracts';
import { adminOf, localeOf, uuidParam, type ServiceDeps } from '@ristorante/kit';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { currentFloor } from './floor-store.js';
import { moveReservation } from './move-reservation.js';
import { saveFloor } from './save-floor.js';
import { seatWalkIn } from './seat-walk-in.js';

/**
 * The floor (docs/decisions.md 154–156): every staff screen reads it; the owner saves it whole (the gateway lets
 * only owners through); staff move a reservation to other tables and seat walk-ins.
 */
export function mountFloorRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore): void {
  app.get('/api/admin/floor', async (_req, res) => {
    res.setHeader('cache-control', 'no-store').json(await currentFloor(deps.pool));
  });

  app.put('/api/admin/floor', async (req, res) => {
    const next = floorSaveSchema.parse(req.body);
    const { seatingMinutes } = await schedules.current();
    const outcome = await saveFloor(deps, { next, today: berlinDate(new Date()), seatingMinutes, by: adminOf(res).email });
    if ('stranded' in outcome) {
      const error = localizeMessage(floorText['floor.stranded'], localeOf(req), { count: outcome.stranded.length });
      res.status(409).json({ error, stranded: outcome.stranded } satisfies StrandedBookings);
      return;
    }
    res.setHeader('cache-control', 'no-store').json(outcome.floor);
  });

  app.patch('/api/reservations/:id/tables', async (req, res) => {
    const id = uuidParam(req.params.id, bookingText['booking.reservation.notFound']);
    const move = tableMoveSchema.parse(req.body);
    const schedule = await schedules.current();
    res.json(await moveReservation(deps, { id, move, schedule, locale: localeOf(req) }));
  });

  app.post('/api/admin/walk-ins', async (req, res) => {
    const party = walkInSchema.parse(req.body);
    const schedule = await schedules.current();
    res.status(201).json(await seatWalkIn(deps, { party, schedule, locale: localeOf(req) }));
  });
}
