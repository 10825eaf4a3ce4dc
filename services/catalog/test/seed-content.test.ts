import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  almostFullThreshold,
  drinkCategories,
  eventSchema,
  foodCategories,
  galleryCategories,
  galleryImageSchema,
  mediaPaths,
  menuItemSchema,
} from '@ristorante/contracts';
import { startedForTests, startTestSystem } from '@ristorante/kit/testing';
import { readSeedContent, type SeedContent } from '../src/seed/seed-content.js';
import { seedImagesDir } from '../src/media/seed-pictures.js';
import { catalogProcess } from './support/catalog-under-test.js';

let content: SeedContent;
beforeAll(async () => {
  content = await readSeedContent();
});

describe('the seed content', () => {
  it("when read, then it passes the admin forms' own validation and covers the whole menu", () => {
    expect(content.menuItems.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(content.menuItems.map((item) => item.category));
    for (const category of foodCategories) expect(categories, category).toContain(category);
    for (const category of ['wine', 'beer', 'cocktails', 'soft-drinks', 'coffee'] as const)
      expect(categories, category).toContain(category);
    expect(drinkCategories.filter((category) => categories.has(category)).length).toBeGreaterThanOrEqual(5);
    // The home page's three promises are on the menu.
    const titles = content.menuItems.map((item) => `${item.titleDe} ${item.titleEn ?? ''} ${item.descriptionDe}`.toLowerCase());
    expect(titles.some((title) => /flambiert/.test(title) && /rinderfilet/.test(title))).toBe(true);
    expect(
      content.menuItems.filter((item) => item.category === 'pasta' && /hausgemacht/i.test(item.descriptionDe)).length,
    ).toBeGreaterThan(0);
    expect(content.menuItems.filter((item) => item.category === 'fish').length).toBeGreaterThanOrEqual(3);
    expect(content.menuItems.every((item) => item.titleEn && item.descriptionEn)).toBe(true);
  });

  it('when read, then its events show every availability state and its gallery every category', () => {
    expect(content.events.length).toBeGreaterThanOrEqual(3);
    const spotsLeft = content.events.map((event) => event.max_attendees - event.manual_attendees);
    expect(spotsLeft).toContain(0);
    expect(spotsLeft.some((spots) => spots > 0 && spots <= almostFullThreshold)).toBe(true);
    expect(spotsLeft.some((spots) => spots > almostFullThreshold)).toBe(true);
    expect(content.gallery.length).toBeGreaterThanOrEqual(12);
    for (const category of galleryCategories) {
      expect(content.gallery.filter((image) => image.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('when read, then every picture it names ships with it, as a self-contained illustration', async () => {
    const urls = [
      ...content.menuItems.flatMap((item) => (item.imageUrl ? [item.imageUrl] : [])),
      ...content.gallery.map((image) => image.imageUrl),
      ...content.events.flatMap((event) => (event.image_url ? [event.image_url] : [])),
    ];
    for (const url of urls) {
      expect(url.startsWith(mediaPaths.seed), url).toBe(true);
      const file = path.join(seedImagesDir, url.slice(mediaPaths.seed.length));
      expect(existsSync(file), url).toBe(true);
      const svg = await readFile(file, 'utf8');
      expect(svg, url).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, url).toContain('Illustration');
      expect(svg, url).not.toMatch(/<script|href=|\son[a-z]+=|<foreignObject/i);
    }
  });
});

describe('seeding a fresh install', () => {
  const system = startedForTests(() => startTestSystem());
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await system.tempDir('catalog-media-');
  });

  /** A catalog with the seed turned on, on this file's database: a second one is a restart. */
  const start = () => system.start(catalogProcess(mediaDir, { SEED_CONTENT: 'true' }));
  const read = async (port: number, path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).json();
  const sql = (text: string) => system.sql(text);

  it('when the catalog starts on an empty database, then guests see the whole seed, with its pictures', async () => {
    const catalog = await start();
    try {
      const menu = menuItemSchema.array().parse(await read(catalog.port, '/api/menu'));
      expect(menu).toHaveLength(content.menuItems.length);
      const events = eventSchema.array().parse(await read(catalog.port, '/api/events'));
      expect(events).toHaveLength(content.events.length);
      expect(events.every((event) => new Date(event.event_date).getTime() > Date.now())).toBe(true);
      expect(events.some((event) => event.spots_left === 0)).toBe(true);
      const gallery = galleryImageSchema.array().parse(await read(catalog.port, '/api/gallery'));
      expect(gallery).toHaveLength(content.gallery.length);
      expect(gallery.every((image) => image.picture?.width === 800 && image.picture.height === 600)).toBe(true);
      // Guests get the illustrations as variants like any picture (docs/decisions.md 121); the address itself its JPEG.
      const base = `http://127.0.0.1:${catalog.port}${gallery[0]!.imageUrl.replace(/\.svg$/, '')}`;
      for (const [variant, type] of [
        ['640.avif', 'image/avif'],
        ['800.webp', 'image/webp'],
        ['320.jpg', 'image/jpeg'],
      ]) {
        const answer = await fetch(`${base}/${variant}`);
        expect(answer.status, variant).toBe(200);
        expect(answer.headers.get('content-type')).toBe(type);
      }
      const picture = await fetch(`http://127.0.0.1:${catalog.port}${gallery[0]!.imageUrl}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      expect(picture.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      await catalog.stop();
    }
  });

  it('when staff have edited and deleted seeded items, then a restart never seeds over their changes', async () => {
    await sql("DELETE FROM catalog.menu_items WHERE category = 'pizza'");
    await sql("UPDATE catalog.menu_items SET title_de = 'Von Hand geändert' WHERE category = 'soup'");
    const expected = await sql('SELECT count(*)::int AS n FROM catalog.menu_items');
    const catalog = await start();
    try {
      const menu = menuItemSchema.array().parse(await read(catalog.port, '/api/menu'));
      expect(menu).toHaveLength(expected[0]!.n);
      expect(menu.some((item) => item.category === 'pizza')).toBe(false);
      expect(menu.filter((item) => item.category === 'soup').every((item) => item.title === 'Von Hand geändert')).toBe(true);
      expect(await sql('SELECT name FROM catalog.seed_runs ORDER BY name')).toEqual([
        { name: 'blog-posts' },
        { name: 'initial-content' },
      ]);
    } finally {
      await catalog.stop();
    }
  });

  it('when an install already has content of its own, then it is not seeded at all', async () => {
    await sql('DELETE FROM catalog.seed_runs');
    await sql('DELETE FROM catalog.menu_items');
    await sql('DELETE FROM catalog.gallery_images');
    await sql('DELETE FROM catalog.events');
    await sql(
      "INSERT INTO catalog.menu_items (title_de, description_de, category, price_cents) VALUES ('Eigenes', 'x', 'other', 100)",
    );
    const catalog = await start();
    try {
      expect(
        menuItemSchema
          .array()
          .parse(await read(catalog.port, '/api/menu'))
          .map((item) => item.title),
      ).toEqual(['Eigenes']);
      expect(await read(catalog.port, '/api/gallery')).toEqual([]);
    } finally {
      await catalog.stop();
    }
  });
});
