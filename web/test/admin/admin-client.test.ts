import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@ristorante/contracts';
import { AdminClient, SessionEndedError, UnreachableError } from '../../src/admin/lib/admin-client';
import { ApiError } from '../../src/lib/api';

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * A server whose access token expires: `token` is what the cookie jar holds; calls made with an old one get 401
 * until a refresh sets a new one (as the gateway and auth do). Each refresh takes a moment, so calls can pile up.
 */
function expiringServer(options: { refreshStatus?: number } = {}) {
  let token = 1;
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    sent.push({ method, path, headers });
    const tokenAtSend = token;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path === '/api/admin/csrf') return Response.json({ csrfToken: 'csrf-1' });
    if (path === '/api/admin/refresh') {
      const status = options.refreshStatus ?? 200;
      if (status !== 200) return Response.json({ error: 'no' }, { status });
      token += 1;
      return Response.json({ csrfToken: 'csrf-1' });
    }
    // The first token expired; whatever a refresh issued is good.
    if (tokenAtSend === 1) return Response.json({ error: authMessages.authenticationRequired }, { status: 401 });
    return Response.json({ path, ok: true });
  });
  return { fetch, sent, refreshes: () => sent.filter((call) => call.path === '/api/admin/refresh').length };
}

const clientOn = (fetch: typeof globalThis.fetch, onSessionEnded = vi.fn()) => ({
  client: new AdminClient({ locale: () => 'en', onSessionEnded, fetch }),
  onSessionEnded,
});

describe('AdminClient: an expired access token', () => {
  it('when six calls fail with 401 at once, then one refresh is made and each call is sent once more and answers', async () => {
    const server = expiringServer();
    const { client } = clientOn(server.fetch);
    const paths = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `/api/reservations?${name}`);
    const answers = await Promise.all(paths.map((path) => client.json<{ path: string }>(path)));
    expect(answers.map((answer) => answer.path)).toEqual(paths);
    expect(server.refreshes()).toBe(1);
    for (const path of paths) expect(server.sent.filter((call) => call.path === path)).toHaveLength(2);
  });

  it('when a call sent before a refresh fails after it, then it is only sent again, with no second refresh', async () => {
    const server = expiringServer();
    const { client } = clientOn(server.fetch);
    const early = client.json('/api/reservations?early');
    // Starts while the first refresh is already running (the early call took 5 ms to fail).
    await new Promise((resolve) => setTimeout(resolve, 7));
    const late = client.json('/api/reservations?late');
    await Promise.all([early, late]);
    expect(server.refreshes()).toBe(1);
  });

  it('when the refresh is refused, then every call fails with SessionEndedError, and later calls fail at once', async () => {
    const server = expiringServer({ refreshStatus: 401 });
    const { client, onSessionEnded } = clientOn(server.fetch);
    const results = await Promise.allSettled([client.json('/api/a'), client.json('/api/b')]);
    expect(results.map((result) => result.status === 'rejected' && result.reason instanceof SessionEndedError)).toEqual([
      true,
      true,
    ]);
    expect(server.refreshes()).toBe(1);
    expect(onSessionEnded).toHaveBeenCalled();
    const sentBefore = server.sent.length;
    await expect(client.json('/api/c')).rejects.toBeInstanceOf(SessionEndedError);
    expect(server.sent.length).toBe(sentBefore);
  });

  it('when the refresh is refused for an old CSRF token (another tab signed in anew), then the current token is fetched and the refresh repeated', async () => {
    let jar = 'old-session-expired';
    const refreshTokens: Array<string | undefined> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      if (path === '/api/admin/csrf') return Response.json({ csrfToken: 'csrf-new-session' });
      if (path === '/api/admin/refresh') {
        const token = new Headers(init.headers).get('x-csrf-token') ?? undefined;
        refreshTokens.push(token);
        if (token !== 'csrf-new-session') return Response.json({ error: authMessages.csrfRequired }, { status: 403 });
        jar = 'new-session-fresh';
        return Response.json({ csrfToken: 'csrf-new-session' });
      }
      return jar === 'new-session-fresh' ? Response.json({ ok: true }) : Response.json({ error: 'expired' }, { status: 401 });
    });
    const { client, onSessionEnded } = clientOn(fetch);
    client.resume('csrf-old-session');
    expect(await client.json('/api/reservations')).toEqual({ ok: true });
    expect(refreshTokens).toEqual(['csrf-old-session', 'csrf-new-session']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("when this tab lost a refresh race (409) before the other tab's cookies landed, then one more refresh, not the end", async () => {
    let refreshes = 0;
    let fresh = false;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/admin/csrf') return Response.json({ csrfToken: 'csrf-1' });
      if (path === '/api/admin/refresh') {
        refreshes += 1;
        if (refreshes === 1) return Response.json({ error: 'raced' }, { status: 409 });
        fresh = true;
        return Response.json({ csrfToken: 'csrf-1' });
      }
      return fresh ? Response.json({ ok: true }) : Response.json({ error: 'expired' }, { status: 401 });
    });
    const { client, onSessionEnded } = clientOn(fetch);
    expect(await client.json('/api/reservations')).toEqual({ ok: true });
    expect(refreshes).toBe(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('when another tab refreshed at the same moment (409), then the call is sent again with the cookies it set', async () => {
    let refreshed = false;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/admin/csrf') return Response.json({ csrfToken: 'csrf-1' });
      if (path === '/api/admin/refresh') {
        refreshed = true;
        return Response.json({ error: 'raced' }, { status: 409 });
      }
      return refreshed ? Response.json({ ok: true }) : Response.json({ error: 'expired' }, { status: 401 });
    });
    const { client, onSessionEnded } = clientOn(fetch);
    expect(await client.json('/api/reservations')).toEqual({ ok: true });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('AdminClient: CSRF and language', () => {
  it('when a change is sent without a token known yet, then the session token is fetched first and sent with it, in the staff language', async () => {
    const sent: Sent[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({
        method: init.method ?? 'GET',
        path: String(input),
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      });
      if (String(input) === '/api/admin/csrf') return Response.json({ csrfToken: 'csrf-xyz' });
      return Response.json({ ok: true });
    });
    const client = new AdminClient({ locale: () => 'de', onSessionEnded: vi.fn(), fetch });
    await client.json('/api/reservations/1/status', { method: 'PATCH', body: { status: 'confirmed' } });
    await client.json('/api/reservations');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/admin/csrf',
      'PATCH /api/reservations/1/status',
      'GET /api/reservations',
    ]);
    expect(sent[1]!.headers['x-csrf-token']).toBe('csrf-xyz');
    expect(sent[1]!.headers['accept-language']).toBe('de');
    expect(sent[2]!.headers['x-csrf-token']).toBeUndefined();
  });

  it('when the CSRF token is refused (a new session in another tab), then the current one is fetched and the change sent once more', async () => {
    let tokens = 0;
    const sentTokens: Array<string | undefined> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/admin/csrf') return Response.json({ csrfToken: `csrf-${++tokens}` });
      const token = new Headers(init.headers).get('x-csrf-token') ?? undefined;
      sentTokens.push(token);
      return token === 'csrf-1'
        ? Response.json({ ok: true })
        : Response.json({ error: authMessages.csrfRequired }, { status: 403 });
    });
    const { client } = clientOn(fetch);
    client.resume('csrf-old');
    expect(await client.json('/api/reservations/1', { method: 'DELETE' })).toEqual({ ok: true });
    expect(sentTokens).toEqual(['csrf-old', 'csrf-1']);
  });

  it('when the network fails, then UnreachableError; when the server refuses, then its sentence and fields', async () => {
    const offline = clientOn(
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).client;
    await expect(offline.json('/api/reservations')).rejects.toBeInstanceOf(UnreachableError);
    const refusing = clientOn(
      vi.fn(async () => Response.json({ error: 'Bitte prüfen', fields: { name: 'Name ist erforderlich' } }, { status: 400 })),
    ).client;
    const error = await refusing.json('/api/reservations').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bitte prüfen', fields: { name: 'Name ist erforderlich' } });
  });
});
