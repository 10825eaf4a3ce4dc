import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@ristorante/contracts';
import { testAdmin } from '@ristorante/kit/testing';
import { cookiesOf, startRunningSystem, type RunningSystem } from './support/running-system.js';

// The per-address limits spare the owner's own browser (docs/decisions.md 122): strangers on the same address (a
// guest Wi-Fi, an office, a carrier's NAT) flooding sign-in or refresh cannot hold it off. Every call here comes
// from 127.0.0.1, the strangers' and the owner's alike.

const login = (identifier: string, password: string, cookie = '') =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ identifier, password }),
  });
const refresh = (cookie: string, csrfToken?: string) =>
  fetch(`${base}/api/admin/refresh`, {
    method: 'POST',
    headers: { cookie, ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
  });

/** The owner's browser after a sign-in: its device cookie, its session's cookies and CSRF token. */
async function ownersBrowser() {
  const answer = await login(testAdmin.email, testAdmin.password);
  expect(answer.status).toBe(200);
  const cookies = cookiesOf(answer);
  return {
    device: `sosta_device=${cookies.sosta_device}`,
    session: `sosta_refresh=${cookies.sosta_refresh}`,
    csrfToken: ((await answer.json()) as { csrfToken: string }).csrfToken,
  };
}

let system: RunningSystem;
let base: string;

describe('the gateway’s per-address limit (5 a minute) and the owner’s browser', () => {
  let owner: Awaited<ReturnType<typeof ownersBrowser>>;
  beforeAll(async () => {
    system = await startRunningSystem({ RATE_LIMIT_PUBLIC_POSTS: '5', RATE_LIMIT_WINDOW_MS: '60000' });
    base = system.base;
    owner = await ownersBrowser();
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when strangers flood sign-in from the owner’s address, then they wait and the owner’s known browser signs in', async () => {
    const strangers = [];
    for (let attempt = 0; attempt < 12; attempt++) strangers.push((await login('nobody@example.org', `guess ${attempt}`)).status);
    expect(strangers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);

    const known = await login(testAdmin.email, testAdmin.password, owner.device);
    expect(known.status).toBe(200);
    // The right password without the device cookie is a stranger's: held off like the rest, with when to return.
    const unknown = await login(testAdmin.email, testAdmin.password);
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await unknown.json()).toEqual({ ok: false, error: authMessages.tooManyAttempts });
    // A device cookie of another account, or one forged, is no known browser.
    const forged = await login(
      testAdmin.email,
      testAdmin.password,
      owner.device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    );
    expect(forged.status).toBe(429);
  });

  it('when strangers flood refresh from the owner’s address, then they wait and the owner’s open dashboard keeps its session', async () => {
    const junk = [];
    for (let attempt = 0; attempt < 12; attempt++) junk.push((await refresh('sosta_refresh=junk')).status);
    expect(junk.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);

    const kept = await refresh(owner.session, owner.csrfToken);
    expect(kept.status).toBe(200);
    // The session's cookie without its CSRF token proves nothing: held off.
    expect((await refresh(owner.session)).status).toBe(429);
  });
});

describe('the sign-in’s own failure limit per address (3 a minute) and the owner’s browser', () => {
  beforeAll(async () => {
    system = await startRunningSystem({ RATE_LIMIT_PUBLIC_POSTS: '1000' }, { LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: '3' });
    base = system.base;
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when strangers fail past it, then a stranger waits and the owner’s known device still signs in', async () => {
    const owner = await ownersBrowser();
    for (let attempt = 0; attempt < 5; attempt++) await login(`someone-${attempt}@example.org`, 'a wrong guess');
    expect((await login(testAdmin.email, testAdmin.password)).status).toBe(429);
    expect((await login(testAdmin.email, testAdmin.password, owner.device)).status).toBe(200);
  });
});
