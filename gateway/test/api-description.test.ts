import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webSecurityHeaders } from '@ristorante/contracts';
import type { RunningGateway } from '../src/index.js';
import { startGatewayFor } from './support/gateway-process.js';

let gateway: RunningGateway;
let base: string;

beforeAll(async () => {
  // The description needs no service: the gateway answers it alone.
  gateway = await startGatewayFor({});
  base = `http://127.0.0.1:${gateway.port}`;
});
afterAll(async () => {
  await gateway?.stop();
});

/** The sources a policy's directive allows, e.g. `style-src` → `'self' 'unsafe-inline'`. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('the API description the gateway serves', () => {
  it('when /api/openapi.json is read, then it is the committed docs/api/openapi.json, kept five minutes', async () => {
    const committed: unknown = JSON.parse(await readFile(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8'));

    const answer = await fetch(`${base}/api/openapi.json`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await answer.json()).toEqual(committed);
  });

  it('when /api/docs is read, then it is an HTML page naming the routes by group, with its stylesheet from the gateway', async () => {
    const answer = await fetch(`${base}/api/docs`);
    const page = await answer.text();

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<link rel="stylesheet" href="/api/docs.css">');
    for (const tag of ['Menu', 'Reservations', 'Guest links', 'Admin accounts']) expect(page).toContain(`<h2>${tag}</h2>`);
    for (const [method, path] of [
      ['GET', '/api/menu'],
      ['POST', '/api/events/{id}/book'],
      ['PUT', '/api/guest-booking'],
      ['PATCH', '/api/admin/users/{id}'],
    ]) {
      expect(page).toContain(`>${method}</span> <code class="path">${path}</code>`);
    }
    expect(page).toContain('x-guest-token');
    expect(page).toContain('<code>sosta_access</code>');
  });

  it("when the page is rendered under the site's Content-Security-Policy, then it needs nothing the policy forbids", async () => {
    const answer = await fetch(`${base}/api/docs`);
    const page = await answer.text();
    const policy = webSecurityHeaders['content-security-policy'];

    // The site's policy, sent with the page (Nginx sends its own copy of the same in front of the gateway).
    expect(answer.headers.get('content-security-policy')).toBe(policy);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    // No script at all (the policy allows one inline script, by its hash), no inline style, nothing from elsewhere.
    expect(page).not.toMatch(/<script|\son\w+=|<style|\sstyle=/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(directive(policy, 'style-src')).toContain("'self'");

    const stylesheet = await fetch(`${base}/api/docs.css`);

    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await stylesheet.text()).not.toMatch(/@import|url\(/);
  });

  it('when a reader asks again with the ETag it has, then the answer is 304 without a body', async () => {
    const first = await fetch(`${base}/api/openapi.json`);
    const etag = first.headers.get('etag');

    // A Cache-Control of its own: fetch would add `no-cache` to a conditional request, which asks for the body anyway.
    const again = await fetch(`${base}/api/openapi.json`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });

    expect(etag).toBeTruthy();
    expect(again.status).toBe(304);
  });

  it('when another method than GET is used on the description, then 405 names the one allowed', async () => {
    const answer = await fetch(`${base}/api/docs`, { method: 'POST' });

    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(await answer.json()).toEqual({ error: 'POST is not allowed on /api/docs' });
  });
});
