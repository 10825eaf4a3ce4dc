import type { Express } from 'express';
import {
  berlinDate,
  coversByDayQuerySchema,
  hoursOn,
  phoneReservationSchema,
  reservationConfirmed,
  reservationDayQuerySchema,
  reservationExportQuerySchema,
  slotsOn,
  type ReservationDay,
} from '@ristorante/contracts';
import { adminOf, localeOf, type ServiceDeps } from '@ristorante/kit';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { sendCsv } from '../shared/csv.js';
import { reservationsCsv, reservationsCsvName } from './reservation-export.js';
import { eventClaimsDuring, roomEventOf } from './event-room-claims.js';
import { allReservations, coversByDay, reservationsOn, seatingsAround } from './reservation-repository.js';
import { roomOf } from './room-capacity.js';
import { coversLeft, dayWindow, eventCoversAt, seatedAt } from './seating-windows.js';
import { storeNewReservation } from './store-new-reservation.js';

/**
 * What the dashboard needs beyond the staff list (docs/decisions.md 70, 71): a booking taken by phone,
 * the day sheet, the covers of the coming days, and the list as CSV.
 */
export function mountStaffReservationRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore): void {
  const { pool } = deps;

  // Confirmed at once (the guest is on the phone), capacity checked like a guest's request unless staff knowingly
  // overbook; the guest is written the confirmation in their language when they gave an e-mail. No staff mail:
  // staff entered it.
  app.post('/api/admin/reservations', async (req, res) => {
    const schedule = await schedules.current();
    const { overbook, ...fields } = phoneReservationSchema(schedule).parse(req.body);
    const answer = await storeNewReservation(deps, req, {
      scope: 'phone-reservation',
      values: { ...fields, locale: fields.locale ?? localeOf(req) },
      origin: { source: 'phone', status: 'confirmed' },
      event: reservationConfirmed,
      room: roomOf(schedule),
      // Over a full slot only when staff said so; the day sheet names who (docs/decisions.md 131).
      ...(overbook ? { overbookBy: adminOf(res).firstName } : {}),
    });
    res.status(answer.status).json(answer.body);
  });

  app.get('/api/admin/reservations/day', async (req, res) => {
    const { date } = reservationDayQuerySchema.parse(req.query);
    const schedule = await schedules.current();
    const room = roomOf(schedule);
    const day = dayWindow(date);
    const [reservations, held, events] = await Promise.all([
      reservationsOn(pool, date),
      seatingsAround(pool, date, date, room.onlinePartyLimit),
      // Those of the day, and any still holding the room when a late seating would (docs/decisions.md 111).
      eventClaimsDuring(pool, { from: day.from, to: day.to + room.seatingMinutes * 60_000 }),
    ]);
    // The day's slots, and any other time a reservation has (one made before the slots changed): none is hidden.
    const times = [...new Set([...slotsOn(schedule, date), ...reservations.map((reservation) => reservation.time)])].sort();
    const slots = times.map((time) => {
      const inSlot = reservations.filter((reservation) => reservation.time === time);
      const covers = (status: 'pending' | 'confirmed') =>
        inSlot.filter((reservation) => reservation.status === status).reduce((sum, reservation) => sum + reservation.guests, 0);
      const seated = (status: 'pending' | 'confirmed') =>
        seatedAt(
          { date, time },
          held.filter((seating) => seating.status === status),
          room.seatingMinutes,
        );
      return {
        time,
        covers: { pending: covers('pending'), confirmed: covers('confirmed') },
        seated: { pending: seated('pending'), confirmed: seated('confirmed') },
        eventCovers: eventCoversAt({ date, time }, events, room.capacity),
        left: coversLeft({ date, time }, held, room, events),
        reservations: inSlot,
      };
    });
    const body: ReservationDay = {
      date,
      hours: hoursOn(schedule, date),
      roomCapacity: room.capacity,
      events: events.filter((claim) => claim.from < day.to).map(roomEventOf),
      slots,
    };
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
