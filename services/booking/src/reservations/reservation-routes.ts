import type { Express } from 'express';
import {
  bookingText,
  holdsCovers,
  reservationCancelled,
  reservationConfirmed,
  reservationEditSchema,
  reservationListQuerySchema,
  reservationRequested,
  reservationRequestSchema,
  statusChangeSchema,
  type Reservation,
} from '@ristorante/contracts';
import { AppError, localeOf, sendList, uuidParam, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { dropLinks, recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { assertMove } from '../shared/status-moves.js';
import { assertCoversLeft, roomOf } from './room-capacity.js';
import { storeNewReservation } from './store-new-reservation.js';
import {
  deleteReservation,
  factsOf,
  listReservations,
  lockReservation,
  setReservationStatus,
  updateReservation,
  withoutSequence,
} from './reservation-repository.js';

const notFound = bookingText['booking.reservation.notFound'];

export function mountReservationRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore): void {
  const { pool } = deps;

  app.post('/api/reservations', async (req, res) => {
    const schedule = await schedules.current();
    const fields = { ...reservationRequestSchema(schedule).parse(req.body), locale: localeOf(req) };
    const answer = await storeNewReservation(deps, req, {
      scope: 'reservation',
      values: fields,
      origin: { source: 'online', status: 'pending' },
      event: reservationRequested,
      room: roomOf(schedule),
    });
    res.status(answer.status).json(answer.body);
  });

  app.get('/api/reservations', async (req, res) => {
    const query = reservationListQuerySchema.parse(req.query);
    const { items, total } = await listReservations(pool, query);
    sendList(res, items, { 'x-total-count': total });
  });

  app.put('/api/reservations/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const schedule = await schedules.current();
    const room = roomOf(schedule);
    const parsed = reservationEditSchema(schedule).parse(req.body);
    const reservation = await withTransaction(pool, async (client) => {
      const current = await lockReservation(client, id);
      if (!current) throw new AppError(404, notFound);
      const fields = { ...parsed, locale: parsed.locale ?? current.locale };
      const moreCovers = fields.date !== current.date || fields.time !== current.time || fields.guests > current.guests;
      // Checked when the edited reservation will hold covers it did not hold before (a large party's request made
      // small takes covers from now on, docs/decisions.md 109).
      const holdsAfter = holdsCovers({ ...current, guests: fields.guests }, schedule);
      if (holdsAfter && (moreCovers || !holdsCovers(current, schedule))) await assertCoversLeft(client, fields, room, req, id);
      if ((fields.email ?? '').toLowerCase() !== (current.email ?? '').toLowerCase()) await dropLinks(client, id);
      return updateReservation(client, id, fields);
    });
    res.json(reservation);
  });

  app.patch('/api/reservations/:id/status', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { status } = statusChangeSchema.parse(req.body);
    const schedule = await schedules.current();
    const reservation = await withTransaction(pool, async (client): Promise<Reservation> => {
      const current = await lockReservation(client, id);
      if (!current) throw new AppError(404, notFound);
      assertMove('reservation', current.status, status, localeOf(req));
      if (current.status === status) return withoutSequence(current);
      // A large party's request takes its covers only when staff confirm it: only then is the room checked.
      if (status === 'confirmed' && !holdsCovers(current, schedule))
        await assertCoversLeft(client, current, roomOf(schedule), req, id);
      const changed = await setReservationStatus(client, id, status);
      const target = { reservationId: id };
      if (status === 'confirmed') await recordGuestEvent(client, reservationConfirmed, factsOf(changed), target);
      else {
        const facts = { ...factsOf(changed), by: 'staff' as const, hadCalendarEntry: current.hadCalendarEntry };
        await recordGuestEvent(client, reservationCancelled, facts, target);
      }
      return withoutSequence(changed);
    });
    deps.relay?.nudge();
    res.json(reservation);
  });

  app.delete('/api/reservations/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    if (!(await withTransaction(pool, (client) => deleteReservation(client, id)))) throw new AppError(404, notFound);
    res.status(204).end();
  });
}
