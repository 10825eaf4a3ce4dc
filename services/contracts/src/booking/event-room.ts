import { z } from 'zod';
import { eventDuration } from '../catalog/event.js';
import { reservationSchema } from './reservation.js';
import { roomEventSchema } from './room-event.js';

/** A yes/no of a query string. */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /api/admin/event-room?starts_at=&duration_minutes=&places=&exclusive=&eventId= (docs/decisions.md 111): what
 * an event at those hours would meet in the room, asked by the event form before it saves. `eventId`: the event
 * being edited, whose own claim is left out.
 */
export const eventRoomQuerySchema = z.object({
  starts_at: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  duration_minutes: z.coerce.number().int().min(eventDuration.minMinutes).max(eventDuration.maxMinutes),
  places: z.coerce.number().int().min(1).max(1000),
  exclusive: queryFlag.default(false),
  eventId: z.uuid().optional(),
});

/**
 * The answer: the room's covers, how many covers the busiest moment of those hours would be over it with the event
 * (0: it fits), the reservations whose seatings meet those hours (pending and confirmed, earliest first), and the
 * other events then.
 */
export const eventRoomSchema = z.object({
  roomCapacity: z.number().int(),
  over: z.number().int().nonnegative(),
  reservations: z.array(reservationSchema),
  events: z.array(roomEventSchema),
});
export type EventRoom = z.infer<typeof eventRoomSchema>;
