import path from 'node:path';
import type { RunningService } from '@ristorante/kit';
import { soleService, startTestSystem, type ServiceUnderTest } from '@ristorante/kit/testing';
import { catalogConfigSchema, startCatalog } from '../../src/index.js';

/**
 * The catalog as a process of a test system: its uploads in `mediaDir` (a test's folder), no seed content, and
 * the clock `now` when a test sets one (the blog's schedule, docs/decisions.md 150).
 */
export const catalogProcess = (mediaDir: string, env: Record<string, string> = {}, now?: () => Date) => ({
  name: 'catalog',
  schema: 'catalog',
  start: (options: Parameters<typeof startCatalog>[0]) => startCatalog(now ? { ...options, now } : options),
  config: catalogConfigSchema,
  env: { MEDIA_DIR: mediaDir, SEED_CONTENT: 'false', ...env },
});

/** The catalog on a test system (`published`: every catalog.* event), with the folder its uploads go to. */
export type CatalogUnderTest = ServiceUnderTest<RunningService> & { mediaDir: string };

/** A real catalog on a database of its own, its uploads in a temporary folder and its events on an in-process bus. */
export function startCatalogUnderTest(env: Record<string, string> = {}, now?: () => Date): Promise<CatalogUnderTest> {
  return startTestSystem({ record: ['catalog.#'] }, async (system) => {
    // Inside a hidden folder, as the embedded mode's `.data/media` and the local stack's `.stack/<name>/media` are.
    const mediaDir = path.join(await system.tempDir('catalog-'), '.data', 'media');
    // Reads straight from the database, so a test's own SQL shows at once; public-read-cache.test.ts turns it on.
    const catalog = await system.start(catalogProcess(mediaDir, { PUBLIC_READ_CACHE_MS: '0', ...env }, now));
    return { ...soleService(system, catalog), mediaDir };
  });
}

/** A valid menu item form, German and English; override what a test is about. */
export function menuItemForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    titleDe: 'Tagliatelle al ragù',
    titleEn: 'Tagliatelle with ragù',
    descriptionDe: 'Hausgemachte Bandnudeln mit langsam geschmortem Ragù',
    descriptionEn: 'Homemade ribbon pasta with slow-cooked ragù',
    category: 'pasta',
    price: 14.5,
    ...overrides,
  };
}

/** A valid event form; the date defaults to ten days ahead. */
export function eventForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title_en: 'Sicilian Wine Evening',
    title_de: 'Sizilianischer Weinabend',
    description_en: 'Six wines from Etna with small plates.',
    description_de: 'Sechs Weine vom Ätna mit kleinen Gerichten.',
    event_date: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    price: 49,
    max_attendees: 20,
    ...overrides,
  };
}
