import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventSchema, menuItemSchema, seatHoldPath } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { eventForm, menuItemForm, startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest({ PUBLIC_READ_CACHE_MS: '60000', LIVE_READ_CACHE_MS: '60000' }));

const menuTitles = async () =>
  menuItemSchema
    .array()
    .parse(await (await fetch(`${catalog.base}/api/menu`)).json())
    .map((item) => item.title);

describe('the serialized menu and gallery kept in memory', () => {
  it('when the menu is read again, then it comes from memory: a change behind the service does not show yet', async () => {
    await catalog.asAdmin('POST', '/api/menu', menuItemForm({ titleDe: 'Erstes' }));
    expect(await menuTitles()).toEqual(['Erstes']);
    await catalog.sql("UPDATE catalog.menu_items SET title_de = 'Heimlich geändert'");
    expect(await menuTitles()).toEqual(['Erstes']);
  });

  it('when staff change the menu through this service, then the next read shows it at once', async () => {
    await catalog.asAdmin('POST', '/api/menu', menuItemForm({ titleDe: 'Zweites', sortOrder: 20 }));
    expect(await menuTitles()).toEqual(['Heimlich geändert', 'Zweites']);
  });

  it('when the same gallery is asked for with its ETag, then the answer is 304 from memory too', async () => {
    await catalog.asAdmin('POST', '/api/gallery', {
      titleDe: 'Saal',
      altTextDe: 'Der Saal',
      imageUrl: 'https://images.example.org/saal.jpg',
    });
    const first = await fetch(`${catalog.base}/api/gallery`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=30');
    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${catalog.base}/api/gallery`, { headers: { 'if-none-match': etag } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });
});

describe('the events and their seats kept in memory (docs/decisions.md 170)', () => {
  const spotsLeft = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${catalog.base}${path}`, { headers });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    const body: unknown = await answer.json();
    return Array.isArray(body)
      ? eventSchema
          .array()
          .parse(body)
          .map((event) => event.spots_left)
      : eventSchema.parse(body).spots_left;
  };

  it('when seats are held through this service, then the event and the list show them at once; a change behind it only to a caller asking past the cache', async () => {
    const created = await catalog.asAdmin('POST', '/api/events', eventForm({ max_attendees: 10 }));
    const { id } = eventSchema.parse(await created.json());
    expect(await spotsLeft(`/api/events/${id}`)).toBe(10);
    expect(await spotsLeft('/api/events')).toEqual([10]);

    // Behind the service (another replica's write): the kept reads do not show it yet.
    await catalog.sql('UPDATE catalog.events SET manual_attendees = 1 WHERE id = $1', [id]);
    expect(await spotsLeft(`/api/events/${id}`)).toBe(10);
    expect(await spotsLeft('/api/events')).toEqual([10]);
    // A guest just after their own booking, or the renderer, asks past it.
    expect(await spotsLeft(`/api/events/${id}`, { 'cache-control': 'no-cache' })).toBe(9);

    // Seats held here: every kept read of the events goes at once.
    const held = await catalog.asService('PUT', seatHoldPath(id, randomUUID()), { seats: 3 });
    expect(held.status).toBe(201);
    expect(await spotsLeft(`/api/events/${id}`)).toBe(6);
    expect(await spotsLeft('/api/events')).toEqual([6]);
    // A refused hold changes nothing and keeps what is kept.
    expect((await catalog.asService('PUT', seatHoldPath(id, randomUUID()), { seats: 7 })).status).toBe(409);
    expect(await spotsLeft('/api/events')).toEqual([6]);
  });

  it('when an event is unknown, then 404', async () => {
    const missing = await fetch(`${catalog.base}/api/events/${randomUUID()}`);
    expect(missing.status).toBe(404);
  });
});
