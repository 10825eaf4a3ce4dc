import type { Express } from 'express';
import {
  berlinDate,
  coversByDayQuerySchema,
  phoneReservationSchema,
  reservationConfirmed,
  reservationDayQuerySchema,
  reservationExportQuerySchema,
} from '@ristorante/contracts';
import { adminOf, idempotencyKeyOf, localeOf, type ServiceDeps } from '@ristorante/kit';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { sendCsv } from '../shared/csv.js';
import { reservationsCsv, reservationsCsvName } from './reservation-export.js';
import { daySheet } from './day-sheet.js';
import { allReservations, coversByDay } from './reservation-repository.js';
import { roomOf } from './room-capacity.js';
import type { NextTimes } from './availability-routes.js';
import { withNextTimes } from './refusal-with-next-times.js';
import { storeNewReservation } from './store-new-reservation.js';

/**
 * What the dashboard needs beyond the staff list (docs/decisions.md 70, 71): a booking taken by phone,
 * the day sheet, the covers of the coming days, and the list as CSV.
 */
export function mountStaffReservationRoutes(
  app: Express,
  deps: ServiceDeps,
  schedules: ScheduleStore,
  nextTimes: NextTimes,
): void {
  const { pool } = deps;

  // Confirmed at once (the guest is on the phone), capacity checked like a guest's request unless staff knowingly
  // overbook; the guest is written the confirmation in their language when they gave an e-mail. No staff mail:
  // staff entered it.
  app.post('/api/admin/reservations', async (req, res) => {
    const schedule = await schedules.current();
    const { overbook, rememberWishes, ...fields } = phoneReservationSchema(schedule).parse(req.body);
    const answer = await storeNewReservation(deps, {
      scope: 'phone-reservation',
      // The guest agreed on the phone (docs/decisions.md 163).
      rememberWishes,
      values: { ...fields, locale: fields.locale ?? localeOf(req) },
      origin: { source: 'phone', status: 'confirmed' },
      event: reservationConfirmed,
      room: roomOf(schedule),
      // Over a full slot only when staff said so; the day sheet names who (docs/decisions.md 131).
      ...(overbook ? { overbookBy: adminOf(res).firstName } : {}),
      idempotencyKey: idempotencyKeyOf(req),
      locale: localeOf(req),
    }).catch(withNextTimes(nextTimes, fields, 'staff'));
    res.status(answer.status).json(answer.body);
  });

  app.get('/api/admin/reservations/day', async (req, res) => {
    const { date } = reservationDayQuerySchema.parse(req.query);
    const body = await daySheet(pool, await schedules.current(), date);
    res.setHeader('cache-control', 'no-store').json(body);
  });

  app.get('/api/admin/reservations/covers', async (req, res) => {
    const query = coversByDayQuerySchema.parse(req.query);
    const days = await coversByDay(pool, query.from ?? berlinDate(new Date()), query.days);
    res.setHeader('cache-control', 'no-store').json(days);
  });

  app.get('/api/admin/reservations/export', async (req, res) => {
    const { locale, ...filter } = reservationExportQuerySchema.parse(req.query);
    const language = locale ?? localeOf(req);
    const reservations = await allReservations(pool, filter);
    sendCsv(res, reservationsCsvName(language, new Date()), reservationsCsv(reservations, language));
  });
}
