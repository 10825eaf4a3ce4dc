import { hoursOn, slotsOn, type HouseSchedule, type ReservationDay } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import { eventClaimsDuring, roomEventOf } from './event-room-claims.js';
import { reservationsOn, seatingsAround } from './reservation-repository.js';
import { roomOf } from './room-capacity.js';
import { coversLeft, dayWindow, eventCoversAt, seatedAt } from './seating-windows.js';

/** The day sheet staff work from (docs/decisions.md 71): each slot's reservations, covers taken and covers left. */
export async function daySheet(pool: Pool, schedule: HouseSchedule, date: string): Promise<ReservationDay> {
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
  return {
    date,
    hours: hoursOn(schedule, date),
    roomCapacity: room.capacity,
    events: events.filter((claim) => claim.from < day.to).map(roomEventOf),
    slots,
  };
}
