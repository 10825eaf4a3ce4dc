import type { Express } from 'express';
import {
  bookingText,
  daysAfter,
  eventRoomQuerySchema,
  eventTablesSchema,
  holdsCovers,
  localizeMessage,
  type EventRoom,
  type StrandedBookings,
} from '@ristorante/contracts';
import { localeOf, uuidParam, type Pool } from '@ristorante/kit';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { eventClaimsDuring, roomEventOf } from './event-room-claims.js';
import { giveEventTables } from './give-event-tables.js';
import { reservationsOn } from './reservation-repository.js';
import { roomOf } from './room-capacity.js';
import { datesTouched, overlaps, peakCovers, windowOf, type EventClaim } from './seating-windows.js';

/**
 * GET /api/admin/event-room (docs/decisions.md 111): what an event at some hours would meet in the room, for the
 * event form to show an owner before saving: the tables then and how far over the room the busiest moment would
 * be. Read without a lock: it informs a decision; the booking check alone keeps tables within the room.
 */
export function mountEventRoomRoutes(app: Express, pool: Pool, schedules: ScheduleStore): void {
  // Staff give an event night tables or areas (docs/decisions.md 161); bookings at them then refuse it, listed.
  app.put('/api/admin/event-room/:eventId/tables', async (req, res) => {
    const eventId = uuidParam(req.params.eventId, bookingText['booking.eventNotFound']);
    const tables = eventTablesSchema.parse(req.body);
    const { seatingMinutes, onlinePartyLimit } = await schedules.current();
    const outcome = await giveEventTables(pool, { eventId, tables, seatingMinutes, onlinePartyLimit });
    if ('stranded' in outcome) {
      const error = localizeMessage(bookingText['booking.eventTables.taken'], localeOf(req), { count: outcome.stranded.length });
      res.status(409).json({ error, stranded: outcome.stranded } satisfies StrandedBookings);
      return;
    }
    res.json(outcome);
  });

  app.get('/api/admin/event-room', async (req, res) => {
    const query = eventRoomQuerySchema.parse(req.query);
    const room = roomOf(await schedules.current());
    const from = query.starts_at.getTime();
    const window = { from, to: from + query.duration_minutes * 60_000 };
    const others = (await eventClaimsDuring(pool, window)).filter((claim) => claim.eventId !== query.eventId);
    // The days the hours touch, and the day before: a late seating may reach past midnight.
    const dates = datesTouched(window);
    const days = [daysAfter(dates[0]!, -1), ...dates];
    const reservations = (await Promise.all(days.map((date) => reservationsOn(pool, date))))
      .flat()
      .filter((reservation) => holdsCovers(reservation, room) && overlaps(windowOf(reservation, room.seatingMinutes), window));
    // Exclusive, the event takes the room, no more: what is over is then everyone else booked in its hours (an
    // event with more places than the room is its owner's plan, not a clash with a booking).
    const event: EventClaim = {
      ...window,
      eventId: query.eventId ?? 'new',
      places: query.exclusive ? Math.min(query.places, room.capacity) : query.places,
      exclusive: query.exclusive,
      title: { de: '', en: '' },
    };
    const busiest = peakCovers(window, reservations, room.seatingMinutes, [...others, event], room.capacity);
    const body: EventRoom = {
      roomCapacity: room.capacity,
      over: Math.max(0, busiest - room.capacity),
      reservations,
      events: others.map((claim) => roomEventOf(claim)),
    };
    res.setHeader('cache-control', 'no-store').json(body);
  });
}
