import type { EventRoom } from '@ristorante/contracts';
import type { AdminClient } from '../../../lib/admin-client';

/**
 * GET /api/admin/event-room (docs/decisions.md 111): what an event at those hours would meet in the room. Asked
 * once per save, never kept: the room changes with every booking.
 */
export function getEventRoom(
  client: AdminClient,
  event: { startsAt: Date; durationMinutes: number; places: number; exclusive: boolean; eventId?: string },
): Promise<EventRoom> {
  // The names of contracts' eventRoomQuerySchema.
  const params = new URLSearchParams({
    starts_at: event.startsAt.toISOString(),
    duration_minutes: String(event.durationMinutes),
    places: String(event.places),
    exclusive: String(event.exclusive),
    ...(event.eventId ? { eventId: event.eventId } : {}),
  });
  return client.json<EventRoom>(`/api/admin/event-room?${params}`);
}
