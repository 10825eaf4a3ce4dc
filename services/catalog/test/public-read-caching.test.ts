import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventForm, menuItemForm, startCatalogUnderTest, type CatalogUnderTest } from './support/catalog-under-test.js';

let catalog: CatalogUnderTest;
let eventId: string;
beforeAll(async () => {
  catalog = await startCatalogUnderTest();
  await catalog.asAdmin('POST', '/api/menu', menuItemForm());
  await catalog.asAdmin('POST', '/api/gallery', {
    titleDe: 'Saal',
    altTextDe: 'Der Saal',
    imageUrl: 'https://images.example.org/saal.jpg',
  });
  eventId = ((await (await catalog.asAdmin('POST', '/api/events', eventForm())).json()) as { id: string }).id;
});
afterAll(async () => {
  await catalog.stop();
});

/**
 * A GET as a browser revalidating its cache sends it. Not `fetch`: given an If-None-Match of the caller's own,
 * it also sends `Cache-Control: no-cache`, which (rightly) makes every server answer in full.
 */
function revalidate(url: string, etag: string): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, etag: answer.headers.etag, body }));
      })
      .on('error', reject);
  });
}

describe('public reads and HTTP caching', () => {
  // Menu and gallery may be kept a few seconds; events and their seats a second (docs/decisions.md 170).
  it.each([
    ['/api/menu', 'public, max-age=10, stale-while-revalidate=30'],
    ['/api/gallery', 'public, max-age=10, stale-while-revalidate=30'],
    ['/api/events', 'public, max-age=0, s-maxage=1'],
    ['/api/events/:id', 'public, max-age=0, s-maxage=1'],
  ])(
    'when %s is read again with its ETag, then 304 without a body; after a change, 200 with a new ETag',
    async (template, cacheControl) => {
      const path = template.replace(':id', () => eventId);
      const first = await fetch(`${catalog.base}${path}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(cacheControl);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      await first.arrayBuffer();

      const again = await revalidate(`${catalog.base}${path}`, etag!);
      expect(again.status).toBe(304);
      expect(again.body).toBe('');

      // A change by staff: the old ETag no longer matches.
      await catalog.sql('UPDATE catalog.menu_items SET price_cents = price_cents + 1');
      await catalog.sql("UPDATE catalog.gallery_images SET title_de = title_de || '!'");
      await catalog.sql('UPDATE catalog.events SET max_attendees = max_attendees + 1');
      const changed = await revalidate(`${catalog.base}${path}`, etag!);
      expect(changed.status).toBe(200);
      expect(changed.etag).not.toBe(etag);
      expect(changed.body.length).toBeGreaterThan(2);
    },
  );
});
