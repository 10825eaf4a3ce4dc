import { z } from 'zod';

/**
 * An event night as the room sees it (docs/decisions.md 111): from `starts_at` to `ends_at` it takes `places`
 * covers from the tables, or the whole room when `exclusive`. The availability answer and the day sheet list them.
 */
export const roomEventSchema = z.object({
  eventId: z.string(),
  title_de: z.string(),
  title_en: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  places: z.number().int(),
  exclusive: z.boolean(),
  /** The tables and areas staff gave it (docs/decisions.md 161): held for its hours; empty when none. */
  tableIds: z.array(z.uuid()).optional(),
  areaIds: z.array(z.uuid()).optional(),
});
export type RoomEvent = z.infer<typeof roomEventSchema>;

/** `PUT /api/admin/event-room/{eventId}/tables`: the tables and areas an event night takes (docs/decisions.md 161). */
export const eventTablesSchema = z.object({
  tableIds: z.array(z.uuid()).max(200).default([]),
  areaIds: z.array(z.uuid()).max(20).default([]),
});
export type EventTables = z.input<typeof eventTablesSchema>;
