import { z } from 'zod';
import { berlinLocalToInstant } from '../site/berlin-time.js';
import { errorResponseSchema } from '../http/error-response.js';
import { bookingText } from './booking-messages.js';

/**
 * A reservation's life on the floor (docs/decisions.md 156): beside the booking's own pending → confirmed →
 * cancelled, staff mark the evening as it happens: the party is seated, finishes (its table is free at once) or
 * never came. Event bookings keep the three booking statuses.
 */
export const reservationStatuses = ['pending', 'confirmed', 'seated', 'finished', 'no_show', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const reservationStatusSchema = z.enum(reservationStatuses, { message: bookingText['booking.reservationStatus.invalid'] });

/** `PATCH /api/reservations/{id}/status`: `{ status }`. */
export const reservationStatusChangeSchema = z.object({ status: reservationStatusSchema });

/**
 * The order the statuses follow (docs/decisions.md 156): a party is seated or missed only once it was confirmed;
 * finished only after being seated; a no-show who turns up after all can still be seated. Cancelled, finished:
 * nothing after. Asking for the status a reservation already has changes nothing (a double tap).
 */
export const reservationMoves: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['seated', 'no_show', 'cancelled'],
  seated: ['finished'],
  no_show: ['seated'],
  finished: [],
  cancelled: [],
};

/** The statuses in which a reservation holds its table (or, without tables, its covers). */
export const placeHoldingStatuses: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated', 'finished'];

/** A table a reservation sits at, as staff answers carry it. */
export const reservationTableSchema = z.object({ id: z.uuid(), name: z.string() });
export type ReservationTable = z.infer<typeof reservationTableSchema>;

const tableIds = z
  .array(z.uuid({ message: bookingText['booking.tables.unknown'] }), { error: bookingText['booking.tables.unknown'] })
  .min(1, bookingText['booking.tables.unknown'])
  .max(8, bookingText['booking.tables.unknown']);

/**
 * `PATCH /api/reservations/{id}/tables`: the table or combination it moves to, optionally at another time of its
 * day; `updatedAt`, the booking's `updated_at` as the mover read it, so that of two staff moving it at once the
 * second is told (409) rather than silently undoing the first.
 */
export const tableMoveSchema = z.object({
  tableIds,
  time: z
    .string({ error: bookingText['booking.time.invalid'] })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingText['booking.time.invalid'])
    .optional(),
  updatedAt: z.iso.datetime({ offset: true, message: bookingText['booking.tables.stale'] }).optional(),
});
export type TableMove = z.input<typeof tableMoveSchema>;

/** `POST /api/admin/walk-ins`: a party seated now, at the tables staff chose or the best free. */
export const walkInSchema = z.object({
  guests: z
    .int({ error: bookingText['booking.guests.invalid'] })
    .min(1, bookingText['booking.guests.invalid'])
    .max(100, bookingText['booking.guests.invalid']),
  tableIds: tableIds.optional(),
  name: z.string().trim().max(120, bookingText['booking.name.tooLong']).optional(),
});
export type WalkIn = z.input<typeof walkInSchema>;

/**
 * What a reservation's guest is told of its status (docs/decisions.md 156): the floor's statuses are staff's
 * record of the evening, so a seated, finished or missed visit reads as the confirmed booking it was.
 */
export const guestStatusOf = (status: ReservationStatus): 'pending' | 'confirmed' | 'cancelled' =>
  status === 'pending' || status === 'cancelled' ? status : 'confirmed';

/**
 * Whether a party is late (docs/decisions.md 156): confirmed, not yet seated, and `lateAfterMinutes` past its
 * time on Berlin's clock. Staff are then offered 'no-show'; the timeline and the day sheet mark it.
 */
export function isLate(
  reservation: { date: string; time: string; status: ReservationStatus },
  lateAfterMinutes: number,
  now: Date,
): boolean {
  if (reservation.status !== 'confirmed') return false;
  const start = berlinLocalToInstant(`${reservation.date}T${reservation.time}`);
  return start !== undefined && now.getTime() >= start.getTime() + lateAfterMinutes * 60_000;
}

/** Whether a reservation's time has come (Berlin's clock): before it, no one can be a no-show. */
export function hasBegun(reservation: { date: string; time: string }, now: Date): boolean {
  const start = berlinLocalToInstant(`${reservation.date}T${reservation.time}`);
  return start !== undefined && now.getTime() >= start.getTime();
}

/**
 * 409 from a new reservation refused for its time (docs/decisions.md 155): the sentence, and the times nearest the
 * wish that could take the party (that day's first, then the next days'), as the form's availability shows them.
 */
export const slotRefusedSchema = errorResponseSchema.extend({
  nextTimes: z.array(z.object({ date: z.string(), time: z.string() })).optional(),
});
export type SlotRefused = z.infer<typeof slotRefusedSchema>;
