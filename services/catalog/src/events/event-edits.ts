import {
  catalogEventChanged,
  catalogEventDeleted,
  catalogEventScheduled,
  catalogText,
  type EventFields,
  type RestaurantEvent,
} from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';
import { changeExisting, createContent, updateContent, type ContentDeps, type ContentSection } from '../shared/change-content.js';
import { deleteEvent, insertEvent, lockEvent, updateEvent, type EventRow } from './event-repository.js';
import { roomClaimOf } from './event-room-claim.js';

const events: ContentSection = { name: 'events', table: 'events', notFound: catalogText['catalog.event.notFound'] };

/** Fewer places than guests already in would oversell the event: staff must cancel bookings first. */
function assertPlacesFit(row: EventRow, fields: EventFields): void {
  if (row.held_seats + fields.manual_attendees > fields.max_attendees) {
    const message = catalogText['catalog.maxAttendees.belowTaken'];
    throw new AppError(409, message, { max_attendees: message });
  }
}

/** A new event; the room hears of its hours (docs/decisions.md 111). */
export function scheduleEvent(deps: ContentDeps, fields: EventFields): Promise<RestaurantEvent> {
  return createContent(deps, events, async (client, record) => {
    const created = await insertEvent(client, fields);
    await record(catalogEventScheduled, roomClaimOf(created));
    return created;
  });
}

/** A staff edit from the version the dashboard read (If-Match): 412 when someone saved in between. */
export function saveEvent(
  deps: ContentDeps,
  id: string,
  fields: EventFields,
  expectedVersion: number | undefined,
): Promise<RestaurantEvent> {
  return updateContent(deps, events, id, async (client, record) => {
    const row = await lockEvent(client, id);
    // Checked under the row's lock, so no save slips in between (docs/decisions.md 87); no row at that version
    // is a 404 or a 412.
    if (!row || (expectedVersion !== undefined && row.version !== expectedVersion)) return undefined;
    assertPlacesFit(row, fields);
    const updated = await updateEvent(client, id, fields);
    // What the bookings name of the event: its guests hear of a change (docs/decisions.md 97).
    const previous = {
      title_de: row.title_de,
      title_en: row.title_en,
      event_date: row.event_date.toISOString(),
      price_cents: row.price_cents,
    };
    const now = {
      title_de: fields.title_de,
      title_en: fields.title_en,
      event_date: updated.event_date,
      price_cents: fields.price,
    };
    const changed = (Object.keys(now) as (keyof typeof now)[]).some((key) => now[key] !== previous[key]);
    if (changed) await record(catalogEventChanged, { eventId: id, version: updated.version, ...now, previous });
    // Its hours, places or exclusivity may have changed: the room hears of every save (docs/decisions.md 111).
    await record(catalogEventScheduled, roomClaimOf(updated));
    return updated;
  });
}

/**
 * Deleting an event deletes its bookings' seats (the dashboard warns staff, docs/decisions.md 91); the booking
 * service hears of it.
 */
export async function removeEvent(deps: ContentDeps, id: string): Promise<void> {
  await changeExisting(deps, events, id, 'deleted', async (client, record) => {
    const row = await lockEvent(client, id);
    if (!row) return undefined;
    const releasedHolds = await deleteEvent(client, id);
    await record(catalogEventDeleted, {
      eventId: id,
      title_en: row.title_en,
      title_de: row.title_de,
      event_date: row.event_date.toISOString(),
      releasedHolds,
    });
    return true;
  });
}
