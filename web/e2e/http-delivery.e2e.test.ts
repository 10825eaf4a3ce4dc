import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  galleryImageSchema,
  menuItemSchema,
  pictureSources,
  webSecurityHeaders,
} from '@ristorante/contracts';
import { baseUrl } from './support/browser.js';

/** The files a rendered page loads: the hashed entry and chunks its start script is given (its styles are inline). */
async function hashedAssets(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/de/menu`)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  const preload = /data-preload="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  return [entry, ...preload].filter((file): file is string => file?.startsWith('/assets/') === true);
}

describe('how Nginx delivers the site', () => {
  it('when a page is fetched, then its rendered HTML comes back revalidated, with the security headers; an unknown one is a 404 with them too', async () => {
    for (const [route, status] of [
      ['/de', 200],
      ['/en/menu', 200],
      ['/de/events/42', 404],
    ] as const) {
      const answer = await fetch(`${baseUrl}${route}`);
      expect(answer.status, route).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      if (status === 200) expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('content-security-policy')).toBe(webSecurityHeaders['content-security-policy']);
    }
    // A returning guest's revalidation: the unchanged page answers 304 (fetch would always ask for the whole).
    const page = await fetch(`${baseUrl}/de/contact`, { headers: { 'accept-encoding': 'gzip' } });
    const revalidated = await new Promise<number>((resolve, reject) => {
      http
        .get(
          `${baseUrl}/de/contact`,
          { headers: { 'accept-encoding': 'gzip', 'if-none-match': page.headers.get('etag')! } },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          },
        )
        .on('error', reject);
    });
    expect(revalidated).toBe(304);
  });

  it.each([
    ['/', '/de'],
    ['/admin', '/de/admin/login'],
    ['/admin/login', '/de/admin/login'],
    ['/de/admin', '/de/admin/login'],
    ['/en/admin/', '/en/admin/login'],
    ['/admin?from=bookmark', '/de/admin/login?from=bookmark'],
    ['/en/reviews', '/en/feedback'],
    ['/de/bewertungen', '/de/feedback'],
  ])('when %s is opened, then Nginx redirects to %s before the app loads', async (route, target) => {
    const answer = await fetch(`${baseUrl}${route}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(target);
  });

  it('when an English blog post is opened at its old German address, then it has moved for good to its English one (301)', async () => {
    const answer = await fetch(`${baseUrl}/en/blog/ein-tag-in-unserer-kueche?from=share`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/en/blog/a-day-in-our-kitchen?from=share');
    const page = await fetch(`${baseUrl}/en/blog/a-day-in-our-kitchen`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A day in our kitchen');
  });

  it('when a crawler asks for robots.txt, then it gets the file the renderer wrote', async () => {
    const answer = await fetch(`${baseUrl}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await answer.text()).toContain('Disallow: /api/');
  });

  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('when a browser asks for %s, then it gets the file as %s, not the app shell', async (file, type) => {
    const answer = await fetch(`${baseUrl}${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
  });

  it('when the manifest names its icons, then each of them is served', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: Array<{ src: string }> };
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status, icon.src).toBe(200);
  });

  it('when a guest is logged by Nginx, then the log holds the address shortened, never whole', async () => {
    const logFile = process.env.E2E_ACCESS_LOG;
    if (!logFile) throw new Error('E2E_ACCESS_LOG is not set: run with `make e2e`');
    const marker = `/de/log-check-${Date.now()}`;
    await fetch(`${baseUrl}${marker}`);
    // Nginx writes the line once the answer is sent; give it a moment.
    await expect.poll(async () => (await readFile(logFile, 'utf8')).includes(marker)).toBe(true);
    const line = (await readFile(logFile, 'utf8')).split('\n').find((entry) => entry.includes(marker))!;
    expect(line).toMatch(/^127\.0\.0\.0 \[/);
    expect(line).not.toContain('127.0.0.1');
  });

  it('when a form is sent, then its answer, the access log and the gateway name the same request id', async () => {
    const logFile = process.env.E2E_ACCESS_LOG;
    if (!logFile) throw new Error('E2E_ACCESS_LOG is not set: run with `make e2e`');
    const answer = await fetch(`${baseUrl}/api/contact`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(400);
    const ids = answer.headers.get('x-request-id')?.split(', ') ?? [];
    // One id, Nginx's (the gateway's copy of the header is hidden), 32 hex digits.
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(async () => (await readFile(logFile, 'utf8')).includes(ids[0]!)).toBe(true);
    const line = (await readFile(logFile, 'utf8')).split('\n').find((entry) => entry.includes(ids[0]!))!;
    expect(line).toContain('"POST /api/contact HTTP/1.1" 400');
    expect(line.endsWith(` ${ids[0]}`)).toBe(true);
  });

  it('when the metrics are asked for through the public origin, then there are none: 404', async () => {
    for (const path of ['/metrics', '/api/metrics', '/metrics/', '/de/metrics']) {
      const answer = await fetch(`${baseUrl}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('http_requests_total');
    }
  });

  it('when a hashed asset is fetched, then it is cached for a year as immutable, and sent as the build compressed it', async () => {
    const assets = await hashedAssets();
    expect(assets.length).toBeGreaterThanOrEqual(2);
    let compressed = 0;
    for (const asset of assets) {
      const answer = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The build's own level-9 copy (gzip_static), not one compressed for this request (which has no length).
      // Files too small to gain from it have none and go as they are.
      const copy = fileURLToPath(new URL(`../dist${asset}.gz`, import.meta.url));
      if (!existsSync(copy)) continue;
      compressed++;
      expect(answer.headers.get('content-encoding'), asset).toBe('gzip');
      expect(Number(answer.headers.get('content-length')), asset).toBe(statSync(copy).size);
    }
    expect(compressed).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${baseUrl}/assets/no-such-file-abc123.js`)).status).toBe(404);
  });

  it('when /api is called, then the gateway answers in JSON, with one set of security headers', async () => {
    const menu = await fetch(`${baseUrl}/api/menu`);
    expect(menu.status).toBe(200);
    expect(menu.headers.get('content-type')).toMatch(/application\/json/);
    expect(Array.isArray(await menu.json())).toBe(true);
    expect(menu.headers.get('x-content-type-options')).toBe('nosniff');
    const unknown = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(errorResponseSchema.parse(await unknown.json()).error).toBe('No route for GET /api/no-such-thing');
  });

  it('when a body is over the size limit, then Nginx refuses it with 413 in JSON', async () => {
    const answer = await fetch(`${baseUrl}/api/contact`, { method: 'POST', body: new Uint8Array(11 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'Request body too large' });
  });

  it('when the seeded catalog is read through Nginx, then ETags revalidate to 304 and the pictures are served', async () => {
    const menu = await fetch(`${baseUrl}/api/menu`);
    expect(menuItemSchema.array().parse(await menu.json()).length).toBeGreaterThanOrEqual(30);
    // A browser's revalidation (fetch would add Cache-Control: no-cache and always get the full answer).
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/menu`, { headers: { 'if-none-match': menu.headers.get('etag')! } }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(status).toBe(304);

    // A seed picture (a journey running alongside may add an entry of its own for a moment).
    const image = galleryImageSchema
      .array()
      .parse(await (await fetch(`${baseUrl}/api/gallery`)).json())
      .find((entry) => entry.imageUrl.startsWith('/api/media/seed/'));
    // Its own address serves its widest JPEG (docs/decisions.md 121); each variant is a file of its own type.
    const picture = await fetch(`${baseUrl}${image!.imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
    const [firstAvif] = pictureSources(image!.imageUrl, image!.picture!)!.avif.split(' ');
    const avif = await fetch(`${baseUrl}${firstAvif!}`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
  });
});
