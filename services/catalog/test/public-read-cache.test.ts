import { describe, expect, it } from 'vitest';
import { menuItemSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { menuItemForm, startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest({ PUBLIC_READ_CACHE_MS: '60000' }));

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
