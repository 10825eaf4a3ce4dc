import type { Express } from 'express';
import {
  bookingText,
  depositChangeSchema,
  guestRulesOf,
  reservationEditSchema,
  reservationListQuerySchema,
  reservationRequested,
  reservationRequestSchema,
  reservationStatusChangeSchema,
} from '@ristorante/contracts';
import { AppError, idempotencyKeyOf, localeOf, sendList, uuidParam, type ServiceDeps } from '@ristorante/kit';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import type { NextTimes } from './availability-routes.js';
import { changeDeposit } from './change-deposit.js';
import { changeReservationStatus } from './change-reservation-status.js';
import { editReservation } from './edit-reservation.js';
import { removeReservation } from './remove-reservation.js';
import { listReservations } from './reservation-repository.js';
import { roomOf } from './room-capacity.js';
import { storeNewReservation } from './store-new-reservation.js';
import { withNextTimes } from './refusal-with-next-times.js';

const notFound = bookingText['booking.reservation.notFound'];

export function mountReservationRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore, nextTimes: NextTimes): void {
  const { pool } = deps;

  app.post('/api/reservations', async (req, res) => {
    const schedule = await schedules.current();
    const { rememberWishes, ...request } = reservationRequestSchema(schedule).parse(req.body);
    const fields = { ...request, locale: localeOf(req) };
    const answer = await storeNewReservation(deps, {
      scope: 'reservation',
      values: fields,
      rememberWishes,
      guestRules: guestRulesOf(schedule),
      deposits: schedule.deposits,
      origin: { source: 'online', status: 'pending' },
      event: reservationRequested,
      room: roomOf(schedule),
      idempotencyKey: idempotencyKeyOf(req),
      locale: localeOf(req),
    }).catch(withNextTimes(nextTimes, fields, 'guest'));
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
    const changes = reservationEditSchema(schedule).parse(req.body);
    res.json(await editReservation(pool, { id, changes, schedule, locale: localeOf(req) }));
  });

  app.patch('/api/reservations/:id/status', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { status } = reservationStatusChangeSchema.parse(req.body);
    const schedule = await schedules.current();
    res.json(await changeReservationStatus(deps, { id, status, schedule, locale: localeOf(req) }));
  });

  app.patch('/api/reservations/:id/deposit', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { status } = depositChangeSchema.parse(req.body);
    const schedule = await schedules.current();
    res.json(await changeDeposit(deps, { id, status, schedule, locale: localeOf(req) }));
  });

  app.delete('/api/reservations/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    if (!(await removeReservation(pool, id))) throw new AppError(404, notFound);
    res.status(204).end();
  });
}
