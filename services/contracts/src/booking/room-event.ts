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
});
export type RoomEvent = z.infer<typeof roomEventSchema>;
