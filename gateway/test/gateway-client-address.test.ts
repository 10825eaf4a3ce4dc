import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@ristorante/contracts';
import { createAdmin } from '@ristorante/auth';
import { startedForTests, testAdmin } from '@ristorante/kit/testing';
import { startRunningSystem } from './support/running-system.js';

// As behind Nginx: one trusted proxy, and a small limit to reach.
const system = startedForTests(() =>
  startRunningSystem({ TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_PUBLIC_POSTS: '3' }, { LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: '2' }),
);

/** A contact form post, as it arrives from Nginx with the X-Forwarded-For it built. */
const postContact = (forwardedFor: string) =>
  fetch(`${system.base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: '{}',
  });

describe('the client address and the public rate limit', () => {
  it('when one address posts more than the limit, then it gets 429 with Retry-After while another address is served', async () => {
    for (let i = 0; i < 3; i++) expect((await postContact('203.0.113.7')).status).not.toBe(429);
    const limited = await postContact('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorResponseSchema.parse(await limited.json()).error).toMatch(/Too many requests/);
    expect((await postContact('203.0.113.8')).status).not.toBe(429);
  });

  it("when one address reads guests' links more than the limit, then it gets 429: a token cannot be guessed by trying (docs/decisions.md 113)", async () => {
    const read = (forwardedFor: string) =>
      fetch(`${system.base}/api/guest-booking`, {
        headers: { 'x-forwarded-for': forwardedFor, 'x-guest-token': 'A'.repeat(43) },
      });
    for (let i = 0; i < 3; i++) expect((await read('203.0.113.40')).status).toBe(404);
    expect((await read('203.0.113.40')).status).toBe(429);
    // Reads that are no link's (the menu) are not counted.
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${system.base}/api/menu`, { headers: { 'x-forwarded-for': '203.0.113.41' } })).status).toBe(200);
    }
  });

  it('when a client puts its own addresses in front of the chain, then only the trusted proxy entry counts', async () => {
    for (let i = 0; i < 3; i++) expect((await postContact('198.51.100.1')).status).not.toBe(429);
    // The same client pretending to be someone else in the part of the header it controls.
    expect((await postContact('10.9.9.9, 198.51.100.1')).status).toBe(429);
  });

  it('when one address fails to sign in as many different names, then it is throttled while other addresses are not', async () => {
    const attempt = (address: string, identifier: string) =>
      fetch(`${system.base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ identifier, password: 'wrong password' }),
      });
    // (Below the gateway's own limit of 3 posts per address here, so the answers are the auth service's.)
    for (let i = 0; i < 2; i++) expect((await attempt('198.51.100.77', `name-${i}`)).status).toBe(401);
    expect((await attempt('198.51.100.77', 'name-2')).status).toBe(429);
    expect((await attempt('198.51.100.78', 'name-2')).status).toBe(401);
  });

  it('when a sign-in fails, then the auth service logs the address the trusted proxy saw', async () => {
    await fetch(`${system.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99, 198.51.100.23' },
      body: JSON.stringify({ identifier: 'someone', password: 'wrong password' }),
    });
    const failures = system.services.auth.logs.lines().filter((line) => line.msg === 'admin sign-in failed');
    expect(failures.some((line) => line.ip === '198.51.100.23')).toBe(true);
    expect(failures.some((line) => line.ip === '192.0.2.99')).toBe(false);
  });
});

describe('guessing the owner’s password cannot lock the owner out (docs/decisions.md 99)', () => {
  // Behind Nginx, the gateway's own per-address limit out of the way: the auth service's throttling alone, three
  // failures a minute per account and place (thirty from strangers in a quarter of an hour), to keep it short.
  const guarded = startedForTests(() =>
    startRunningSystem({ TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_PUBLIC_POSTS: '100000' }, { LOGIN_MAX_FAILURES_PER_MINUTE: '3' }),
  );

  const signInAs = (identifier: string, address: string, password: string, cookie?: string) =>
    fetch(`${guarded.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ identifier, password }),
    });
  const signIn = (address: string, password: string, cookie?: string) => signInAs(testAdmin.email, address, password, cookie);

  it('when an attacker fails 100 times from one address, then the attacker waits and the owner signs in from theirs', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 100; guess++) statuses.push((await signIn('203.0.113.66', `guess ${guess}`)).status);
    expect(statuses.slice(0, 3)).toEqual(Array(3).fill(401));
    expect(statuses.slice(3)).toEqual(Array(97).fill(429));
    // Even the right password waits at the attacker's address…
    expect((await signIn('203.0.113.66', testAdmin.password)).status).toBe(429);
    // …while the owner, elsewhere, is in.
    expect((await signIn('198.51.100.10', testAdmin.password)).status).toBe(200);
  });

  it('when 40 addresses guess once each, then strangers wait, and the owner’s known device signs in', async () => {
    const owner = { email: 'paola@trattoria.test', password: 'paolas own password' };
    await createAdmin(guarded.services.auth.pool, { email: owner.email, username: 'paola', password: owner.password });
    const signIn = (address: string, password: string, cookie?: string) => signInAs(owner.email, address, password, cookie);
    const first = await signIn('198.51.100.11', owner.password);
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('sosta_device='));
    expect(device).toMatch(/Path=\/api\/admin\/login;.*HttpOnly.*SameSite=Strict/);
    const deviceCookie = device!.split(';')[0]!;

    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) statuses.push((await signIn(`192.0.2.${n + 1}`, `spread guess ${n}`)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));

    // A stranger's browser waits, the right password or not; the owner's own device does not.
    expect((await signIn('198.51.100.12', owner.password)).status).toBe(429);
    expect((await signIn('198.51.100.12', owner.password, deviceCookie)).status).toBe(200);
    // A forged device cookie is no known device.
    const forged = deviceCookie.replace(/\.[^.]+$/, '.forged');
    expect((await signIn('198.51.100.13', owner.password, forged)).status).toBe(429);
    // 44 sign-ins, each a memory-hard scrypt (about half a second alone, more while the other suites run).
  }, 90_000);
});
