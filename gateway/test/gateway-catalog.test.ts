import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemSchema, seatHoldPath, uploadedImageSchema, variantUrl } from '@ristorante/contracts';
import { signIn, startRunningSystem, type RunningSystem, type SignedIn } from './support/running-system.js';

let system: RunningSystem;
let admin: SignedIn;
beforeAll(async () => {
  system = await startRunningSystem();
  admin = await signIn(system.base);
});
afterAll(async () => {
  await system?.stop();
});

const asAdmin = (method: string, path: string, body: string | FormData, headers: Record<string, string> = {}) =>
  fetch(`${system.base}${path}`, {
    method,
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, ...headers },
    body,
  });

/** A browser's revalidation (fetch would add Cache-Control: no-cache, see the catalog's caching test). */
const revalidate = (url: string, etag: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('the catalog behind the gateway', () => {
  it('when staff add a dish, then guests read it through the gateway and revalidate it with 304', async () => {
    const created = await asAdmin(
      'POST',
      '/api/menu',
      JSON.stringify({ titleDe: 'Burrata', descriptionDe: 'Mit Tomaten', category: 'appetizers', price: 12.5 }),
      { 'content-type': 'application/json' },
    );
    expect(created.status).toBe(201);
    const menu = await fetch(`${system.base}/api/menu`);
    expect(menuItemSchema.array().parse(await menu.json())).toMatchObject([{ title: 'Burrata', price: 12.5 }]);
    expect(await revalidate(`${system.base}/api/menu`, menu.headers.get('etag')!)).toBe(304);
  });

  it('when an image is uploaded through the gateway, then the multipart body streams through and its variants are served', async () => {
    const png = await readFile(new URL('../../services/catalog/test/fixtures/terracotta-plate.png', import.meta.url));
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'plate.png');
    const answer = await asAdmin('POST', '/api/gallery/upload', form);
    expect(answer.status).toBe(201);
    const { imageUrl, picture } = uploadedImageSchema.parse(await answer.json());
    expect(picture).toMatchObject({ width: 64, height: 48 });
    // Its own address and each variant, through the gateway's media routes (docs/decisions.md 121).
    for (const [address, type] of [
      [imageUrl, 'image/jpeg'],
      [variantUrl(imageUrl, 64, 'avif')!, 'image/avif'],
      [variantUrl(imageUrl, 64, 'webp')!, 'image/webp'],
    ] as const) {
      const served = await fetch(`${system.base}${address}`);
      expect(served.status, address).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('when someone tries the seat API through the gateway, then it is not there', async () => {
    const answer = await fetch(`${system.base}${seatHoldPath(randomUUID(), randomUUID())}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: 1 }),
    });
    expect(answer.status).toBe(404);
  });
});
