import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  berlinDate,
  berlinLocalToInstant,
  catalogEventScheduled,
  eventInputSchema,
  galleryImageInputSchema,
  menuItemInputSchema,
} from '@ristorante/contracts';
import { recordEvent, withTransaction, type Logger, type Pool } from '@ristorante/kit';
import { insertEvent } from '../events/event-repository.js';
import { roomClaimOf } from '../events/event-room-claim.js';
import { insertGalleryImage } from '../gallery/gallery-repository.js';
import { insertMenuItem } from '../menu/menu-repository.js';

export const seedContentFile = new URL('../../seed/seed-content.json', import.meta.url);
const seedName = 'initial-content';

/** An event of the seed is dated relative to the day it is seeded, at a Berlin time, so it is always upcoming. */
const seedEventSchema = eventInputSchema.omit({ event_date: true }).extend({
  daysFromNow: z.int().min(1).max(365),
  time: z.string().regex(/^\d{2}:\d{2}$/),
});

export const seedContentSchema = z.object({
  menuItems: z.array(menuItemInputSchema),
  gallery: z.array(galleryImageInputSchema),
  events: z.array(seedEventSchema),
});
export type SeedContent = z.infer<typeof seedContentSchema>;

export async function readSeedContent(file: URL = seedContentFile): Promise<SeedContent> {
  return seedContentSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** The Berlin date `days` after today's. */
function berlinDayFromNow(days: number, now: Date): string {
  const [y, m, d] = berlinDate(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Fills a fresh install with the seed menu, gallery and events, exactly once: the run is recorded in the same
 * transaction (a replica starting alongside waits on that row, then finds it and does nothing), and an install
 * that already has content of its own is never seeded at all.
 */
export async function seedContentOnce(pool: Pool, logger: Logger, now = new Date()): Promise<boolean> {
  const content = await readSeedContent();
  return withTransaction(pool, async (client) => {
    const { rowCount } = await client.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [seedName]);
    if (rowCount !== 1) return false;
    const { rows } = await client.query<{ has_content: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM menu_items) OR EXISTS (SELECT 1 FROM gallery_images) OR EXISTS (SELECT 1 FROM events)
         AS has_content`,
    );
    if (rows[0]!.has_content) {
      logger.info('catalog already has content: seed skipped');
      return false;
    }
    for (const item of content.menuItems) await insertMenuItem(client, item);
    for (const image of content.gallery) await insertGalleryImage(client, image);
    for (const { daysFromNow, time, ...event } of content.events) {
      const eventDate = berlinLocalToInstant(`${berlinDayFromNow(daysFromNow, now)}T${time}`);
      if (!eventDate) throw new Error(`Seed event '${event.title_en}' has no valid date`);
      const created = await insertEvent(client, { ...event, event_date: eventDate });
      // Its evening's tables share the room with it (docs/decisions.md 111).
      await recordEvent(client, catalogEventScheduled, roomClaimOf(created));
    }
    logger.info(
      { menuItems: content.menuItems.length, gallery: content.gallery.length, events: content.events.length },
      'catalog seeded',
    );
    return true;
  });
}
