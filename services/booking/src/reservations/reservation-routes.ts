import type { Express, Request } from 'express';
import {
  bookingText,
  reservationCancelled,
  reservationConfirmed,
  reservationEditSchema,
  reservationListQuerySchema,
  reservationRequested,
  reservationRequestSchema,
  statusChangeSchema,
  type Reservation,
  type ReservationFields,
} from '@ristorante/contracts';
import {
  AppError,
  localeOf,
  sendList,
  uuidParam,
  recordEvent,
  withTransaction,
  type PoolClient,
  type ServiceDeps,
} from '@ristorante/kit';
import type { BookingConfig } from '../config/booking-config.js';
import { claimKey, idempotencyKeyOf, requestHash, storeAnswer } from '../shared/idempotency.js';
import { assertMove } from '../shared/status-moves.js';
import {
  deleteReservation,
  factsOf,
  insertReservation,
  listReservations,
  lockReservation,
  lockSlotAndCountCovers,
  setReservationStatus,
  updateReservation,
} from './reservation-repository.js';

const notFound = bookingText['booking.reservation.notFound'];

/** Germans read dates as 24.12.2026; the English page shows them as the form did. */
const spokenDate = (date: string, locale: string) => (locale === 'de' ? date.split('-').reverse().join('.') : date);

/** Refuses with 409 when the slot has not enough covers left (design brief, decision 3). */
async function assertCoversLeft(
  client: PoolClient,
  fields: ReservationFields,
  capacity: number,
  req: Request,
  exceptId?: string,
) {
  const taken = await lockSlotAndCountCovers(client, fields.date, fields.time, exceptId);
  const left = Math.max(0, capacity - taken);
  if (fields.guests <= left) return;
  const values = { date: spokenDate(fields.date, localeOf(req)), time: fields.time, covers: left };
  const message = left === 0 ? 'booking.slot.full' : left === 1 ? 'booking.slot.oneLeft' : 'booking.slot.notEnough';
  throw new AppError(409, bookingText[message], undefined, values);
}

export function mountReservationRoutes(app: Express, deps: ServiceDeps, config: BookingConfig): void {
  const { pool } = deps;
  const capacity = config.SLOT_CAPACITY_COVERS;

  app.post('/api/reservations', async (req, res) => {
    const key = idempotencyKeyOf(req);
    const fields = { ...reservationRequestSchema().parse(req.body), locale: localeOf(req) };
    const answer = await withTransaction(pool, async (client) => {
      if (key) {
        const claimed = await claimKey(client, 'reservation', key, requestHash(fields));
        if (claimed.kind === 'repeat') return { status: claimed.status ?? 201, body: claimed.body };
      }
      await assertCoversLeft(client, fields, capacity, req);
      const reservation = await insertReservation(client, fields);
      await recordEvent(client, reservationRequested, factsOf(reservation));
      if (key) await storeAnswer(client, 'reservation', key, 201, reservation);
      return { status: 201, body: reservation as unknown };
    });
    deps.relay?.nudge();
    res.status(answer.status).json(answer.body);
  });

  app.get('/api/reservations', async (req, res) => {
    const query = reservationListQuerySchema.parse(req.query);
    const { items, total } = await listReservations(pool, query);
    sendList(res, items, { 'x-total-count': total });
  });

  app.put('/api/reservations/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const parsed = reservationEditSchema.parse(req.body);
    const reservation = await withTransaction(pool, async (client) => {
      const current = await lockReservation(client, id);
      if (!current) throw new AppError(404, notFound);
      const fields = { ...parsed, locale: parsed.locale ?? current.locale };
      const moreCovers = fields.date !== current.date || fields.time !== current.time || fields.guests > current.guests;
      if (current.status !== 'cancelled' && moreCovers) await assertCoversLeft(client, fields, capacity, req, id);
      return updateReservation(client, id, fields);
    });
    res.json(reservation);
  });

  app.patch('/api/reservations/:id/status', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { status } = statusChangeSchema.parse(req.body);
    const reservation = await withTransaction(pool, async (client): Promise<Reservation> => {
      const current = await lockReservation(client, id);
      if (!current) throw new AppError(404, notFound);
      assertMove('reservation', current.status, status, localeOf(req));
      if (current.status === status) return current;
      const changed = await setReservationStatus(client, id, status);
      await recordEvent(client, status === 'confirmed' ? reservationConfirmed : reservationCancelled, factsOf(changed));
      return changed;
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
