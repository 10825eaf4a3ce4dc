import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index.js';
import { startGatewayFor } from './support/gateway-process.js';

let root: string;
let gateway: RunningGateway;
let base: string;

beforeAll(async () => {
  // The web root sits inside a folder that also holds a secret, so an escape from the root would find it.
  const outside = await mkdtemp(path.join(tmpdir(), 'web-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'not for guests');
  root = path.join(outside, 'dist');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'admin.html'), '<!doctype html><title>Dashboard</title><div id="root"></div>');
  await writeFile(path.join(root, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // As web/scripts/precompress.mjs leaves it: a gzip copy beside the script.
  await writeFile(path.join(root, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log(1)'));
  gateway = await startGatewayFor({}, { WEB_ROOT: root });
  base = `http://127.0.0.1:${gateway.port}`;
});
afterAll(async () => {
  await gateway.stop();
  await rm(path.dirname(root), { recursive: true, force: true });
});

/** A GET with exactly these headers and the body as sent (fetch would ask for gzip and undo it). */
function rawGet(route: string, headers: http.OutgoingHttpHeaders): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${route}`, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('gateway serving the web app (embedded mode)', () => {
  it("when a guest page is opened, then the guest site's index.html comes back and is never cached", async () => {
    for (const route of ['/de', '/en/menu', '/de/events/42', '/de/administration', '/DE/admin/login', '/xx/admin/login']) {
      const answer = await fetch(`${base}${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text(), route).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it("when a dashboard address is opened, then the staff app's own admin.html comes back, never cached", async () => {
    for (const route of ['/de/admin/login', '/en/admin/dashboard?tab=reservations', '/de/admin/test', '/en/admin/anything']) {
      const answer = await fetch(`${base}${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text(), route).toContain('<title>Dashboard</title>');
    }
  });

  it.each([
    ['/', '/de'],
    ['/admin', '/de/admin/login'],
    ['/admin/login', '/de/admin/login'],
    ['/en/admin', '/en/admin/login'],
    ['/admin?from=bookmark', '/de/admin/login?from=bookmark'],
  ])('when %s is opened, then the gateway redirects to %s before the app loads', async (route, target) => {
    const answer = await fetch(`${base}${route}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(target);
  });

  it("when an English blog post's old German address is opened, then it has moved for good (301) to its English one", async () => {
    const answer = await fetch(`${base}/en/blog/unsere-herbstkarte?x=1`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/en/blog/our-autumn-menu?x=1');
  });

  it('when a hashed asset is fetched, then it is cached for a year as immutable', async () => {
    const answer = await fetch(`${base}/assets/index-AbC123.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when a browser accepts gzip, then the gzip copy the build wrote is sent; otherwise the file itself', async () => {
    const raw = await rawGet('/assets/index-AbC123.js', {});
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe('console.log(1)');
    expect(raw.headers.vary).toBe('Accept-Encoding');

    for (const acceptEncoding of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*']) {
      const zipped = await rawGet('/assets/index-AbC123.js', { 'accept-encoding': acceptEncoding });
      expect(zipped.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/javascript/);
      expect(gunzipSync(zipped.body).toString()).toBe('console.log(1)');
    }
    // Refused outright, gzip is not sent, whatever else the header says.
    for (const acceptEncoding of ['gzip;q=0, br', 'x-gzip', '*;q=0', 'identity']) {
      const plain = await rawGet('/assets/index-AbC123.js', { 'accept-encoding': acceptEncoding });
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body.toString()).toBe('console.log(1)');
    }
  });

  it('when a page is asked for again, then it comes from memory with an ETag (304 for the same copy); a change is served within half a second (docs/decisions.md 167)', async () => {
    await writeFile(path.join(root, 'admin.html'), '<!doctype html><title>Dashboard</title><div id="root"></div>');
    const first = await fetch(`${base}/de/admin/login`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('last-modified')).not.toBeNull();
    expect((await fetch(`${base}/de/admin/login`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const since = first.headers.get('last-modified')!;
    expect((await fetch(`${base}/de/admin/login`, { headers: { 'if-modified-since': since } })).status).toBe(304);
    // The gzip copy is another representation: its own ETag.
    const zipped = await rawGet('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    const plain = await rawGet('/assets/index-AbC123.js', {});
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);

    // Rewritten (as the renderer rewrites a page): the new one is served once half a second has passed.
    await writeFile(path.join(root, 'admin.html'), '<!doctype html><title>Dashboard v2</title><div id="root"></div>');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const changed = await fetch(`${base}/de/admin/login`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Dashboard v2');
    expect(changed.headers.get('etag')).not.toBe(etag);
    const head = await fetch(`${base}/de/admin/login`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    await writeFile(path.join(root, 'admin.html'), '<!doctype html><title>Dashboard</title><div id="root"></div>');
  });

  it('when a missing file or a path outside the root is asked for, then nothing is served', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    // Sent byte for byte: fetch would resolve the dot segments before sending.
    const raw = (requestPath: string) =>
      new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: gateway.port, path: requestPath }, (answer) => {
            let body = '';
            answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
            answer.on('end', () => resolve({ status: answer.statusCode, body }));
          })
          .on('error', reject);
      });
    for (const escape of ['/../secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      const answer = await raw(escape);
      expect(answer.body, escape).not.toContain('not for guests');
    }
  });
});

describe('the metrics of a gateway that is the public origin (the embedded mode)', () => {
  it('when /metrics is asked for, then the web app answers it like any other address, never with the metrics', async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).not.toContain('http_requests_total');
  });
});
