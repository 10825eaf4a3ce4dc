import { z } from 'zod';
import { reservationDate, reservationGuests } from './reservation.js';
import { roomEventSchema } from './room-event.js';

/**
 * A table slot as a guest sees it for a party (docs/decisions.md 108): `open`, `few` (it fits, and a quarter of
 * the room or less is left then), `full` (it does not fit), `closed` (the restaurant is closed, the slot has
 * begun, or its seating would meet an event that has the room to itself, docs/decisions.md 111); for a party
 * over the online limit, `request` (sent as a request staff confirm personally, docs/decisions.md 109).
 */
export const slotStates = ['open', 'few', 'full', 'closed', 'request'] as const;
export type SlotState = (typeof slotStates)[number];

/** GET /api/availability?date=&guests=: the slots of a date for a party, by the rules the booking check uses. */
export const availabilityQuerySchema = z.object({
  date: reservationDate,
  guests: z.coerce.number().pipe(reservationGuests),
});

const openSlot = z.object({ date: z.string(), time: z.string() });

export const availabilitySchema = z.object({
  date: z.string(),
  guests: z.number().int(),
  /** Whether the restaurant is open that day at all. */
  open: z.boolean(),
  /** The owner's note for the day ('Geschlossen wegen Betriebsferien'), in both languages; null when none. */
  note: z.object({ de: z.string(), en: z.string() }).nullable(),
  /**
   * The events that take covers from the room that day (docs/decisions.md 111), in order: the form names those that
   * close it to tables, and when.
   */
  events: z.array(roomEventSchema),
  /** Every slot of the day in order; `left` is the covers free for the whole seating (0 when closed). */
  slots: z.array(z.object({ time: z.string(), state: z.enum(slotStates), left: z.number().int() })),
  /** When no slot of the day is open for the party: the first open ones of the next two weeks (at most 3). */
  nextOpen: z.array(openSlot),
});
export type Availability = z.infer<typeof availabilitySchema>;
