import { hoursOn, slotsOn, type HouseSchedule, type ReservationDay, type ReservationStatus } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import { eventClaimsDuring, roomEventOf } from './event-room-claims.js';
import { reservationsOn, seatingsAround } from './reservation-repository.js';
import { currentFloor } from '../floor/floor-store.js';
import { largestParty } from '../floor/table-assignment.js';
import { eventHoldsOf, holdsOf, roomOf } from './room-capacity.js';
import { coversLeft, dayWindow, eventCoversAt, exclusiveEventMet, seatedAt, windowOf } from './seating-windows.js';

/**
 * The day sheet staff work from (docs/decisions.md 71): each slot's reservations (with their tables), covers taken
 * and left, and the largest party a free table could still seat (155).
 */
export async function daySheet(pool: Pool, schedule: HouseSchedule, date: string): Promise<ReservationDay> {
  const room = roomOf(schedule);
  const day = dayWindow(date);
  const [reservations, held, events, floor] = await Promise.all([
    reservationsOn(pool, date),
    seatingsAround(pool, date, date, room.onlinePartyLimit),
    // Those of the day, and any still holding the room when a late seating would (docs/decisions.md 111).
    eventClaimsDuring(pool, { from: day.from, to: day.to + room.seatingMinutes * 60_000 }),
    currentFloor(pool),
  ]);
  const holds = [...holdsOf(held, room.seatingMinutes), ...eventHoldsOf(events, floor)];
  // The day's slots, and any other time a reservation has (one made before the slots changed): none is hidden.
  const times = [...new Set([...slotsOn(schedule, date), ...reservations.map((reservation) => reservation.time)])].sort();
  const slots = times.map((time) => {
    const inSlot = reservations.filter((reservation) => reservation.time === time);
    // Seated and finished parties came as confirmed ones; a no-show's covers are free (docs/decisions.md 156).
    const counted = (status: ReservationStatus, as: 'pending' | 'confirmed') =>
      as === 'pending' ? status === 'pending' : status === 'confirmed' || status === 'seated' || status === 'finished';
    const covers = (as: 'pending' | 'confirmed') =>
      inSlot.filter((reservation) => counted(reservation.status, as)).reduce((sum, reservation) => sum + reservation.guests, 0);
    const seated = (as: 'pending' | 'confirmed') =>
      seatedAt(
        { date, time },
        held.filter((seating) => counted(seating.status, as)),
        room.seatingMinutes,
      );
    const closed = exclusiveEventMet({ date, time }, room.seatingMinutes, events);
    return {
      time,
      covers: { pending: covers('pending'), confirmed: covers('confirmed') },
      seated: { pending: seated('pending'), confirmed: seated('confirmed') },
      eventCovers: eventCoversAt({ date, time }, events, room.capacity),
      left: coversLeft({ date, time }, held, room, events),
      // By the booking check's rule (docs/decisions.md 155): what staff could still seat then.
      largestParty: closed ? 0 : largestParty(floor, date, windowOf({ date, time }, room.seatingMinutes), holds, 'staff'),
      reservations: inSlot,
    };
  });
  return {
    date,
    hours: hoursOn(schedule, date),
    roomCapacity: room.capacity,
    events: events.filter((claim) => claim.from < day.to).map((claim) => roomEventOf(claim, { withTables: true })),
    slots,
  };
}
