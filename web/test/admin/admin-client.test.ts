import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authMessages, type CsrfResponse } from '@ristorante/contracts';
import { AdminClient, SessionEndedError, UnreachableError } from '../../src/admin/lib/admin-client';
import { ApiError } from '../../src/lib/api';
import { apiError, readSent, recording, server, watchRequests, type SentRequest } from '../support/api-server';

const csrf = (csrfToken: string) => HttpResponse.json<CsrfResponse>({ csrfToken });
const expired = () => apiError(401, authMessages.authenticationRequired);

/**
 * An API whose access token expires: `token` is what the cookie jar holds; calls made with an old one get 401
 * until a refresh sets a new one (as the gateway and auth do). Each answer takes a moment, so calls can pile up.
 * Every call to it is kept in `sent`, in order.
 */
function serveExpiringSession(options: { refreshStatus?: number } = {}) {
  let token = 1;
  const sent: SentRequest[] = [];
  /** Keeps the call; answers after a moment, with the token the call was sent with. */
  const arrive = async (request: Request) => {
    sent.push(await readSent(request));
    const tokenAtSend = token;
    await delay(5);
    return tokenAtSend;
  };
  server.use(
    http.get('/api/admin/csrf', async ({ request }) => {
      await arrive(request);
      return csrf('csrf-1');
    }),
    http.post('/api/admin/refresh', async ({ request }) => {
      await arrive(request);
      const status = options.refreshStatus ?? 200;
      if (status !== 200) return apiError(status, 'no');
      token += 1;
      return csrf('csrf-1');
    }),
    // Any one-segment API path: the guard treats them all alike.
    http.get('/api/:resource', async ({ request }) => {
      // The first token expired; whatever a refresh issued is good.
      if ((await arrive(request)) === 1) return expired();
      const url = new URL(request.url);
      return HttpResponse.json({ path: url.pathname + url.search, ok: true });
    }),
  );
  return { sent, refreshes: () => sent.filter((call) => call.path === '/api/admin/refresh').length };
}

const clientOn = (onSessionEnded = vi.fn()) => ({
  client: new AdminClient({ locale: () => 'en', onSessionEnded }),
  onSessionEnded,
});

describe('AdminClient: an expired access token', () => {
  it('when six calls fail with 401 at once, then one refresh is made and each call is sent once more and answers', async () => {
    const api = serveExpiringSession();
    const { client } = clientOn();
    const paths = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `/api/reservations?${name}`);
    const answers = await Promise.all(paths.map((path) => client.json<{ path: string }>(path)));
    expect(answers.map((answer) => answer.path)).toEqual(paths);
    expect(api.refreshes()).toBe(1);
    for (const path of paths) expect(api.sent.filter((call) => call.path === path)).toHaveLength(2);
  });

  it('when a call sent before a refresh fails after it, then it is only sent again, with no second refresh', async () => {
    const api = serveExpiringSession();
    const { client } = clientOn();
    const early = client.json('/api/reservations?early');
    // Starts while the first refresh is already running (the early call took 5 ms to fail).
    await new Promise((resolve) => setTimeout(resolve, 7));
    const late = client.json('/api/reservations?late');
    await Promise.all([early, late]);
    expect(api.refreshes()).toBe(1);
  });

  it('when the refresh is refused, then every call fails with SessionEndedError, and later calls fail at once', async () => {
    const api = serveExpiringSession({ refreshStatus: 401 });
    const { client, onSessionEnded } = clientOn();
    const results = await Promise.allSettled([client.json('/api/a'), client.json('/api/b')]);
    expect(results.map((result) => result.status === 'rejected' && result.reason instanceof SessionEndedError)).toEqual([
      true,
      true,
    ]);
    expect(api.refreshes()).toBe(1);
    expect(onSessionEnded).toHaveBeenCalled();
    const sentBefore = api.sent.length;
    await expect(client.json('/api/c')).rejects.toBeInstanceOf(SessionEndedError);
    expect(api.sent.length).toBe(sentBefore);
  });

  it('when the refresh is refused for an old CSRF token (another tab signed in anew), then the current token is fetched and the refresh repeated', async () => {
    let jar = 'old-session-expired';
    const refresh = recording(({ request }) => {
      if (request.headers.get('x-csrf-token') !== 'csrf-new-session') return apiError(403, authMessages.csrfRequired);
      jar = 'new-session-fresh';
      return csrf('csrf-new-session');
    });
    server.use(
      http.get('/api/admin/csrf', () => csrf('csrf-new-session')),
      http.post('/api/admin/refresh', refresh),
      http.get('/api/reservations', () =>
        jar === 'new-session-fresh' ? HttpResponse.json({ ok: true }) : apiError(401, 'expired'),
      ),
    );
    const { client, onSessionEnded } = clientOn();
    client.resume('csrf-old-session');
    expect(await client.json('/api/reservations')).toEqual({ ok: true });
    expect(refresh.sent.map((call) => call.headers['x-csrf-token'])).toEqual(['csrf-old-session', 'csrf-new-session']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("when this tab lost a refresh race (409) before the other tab's cookies landed, then one more refresh, not the end", async () => {
    let fresh = false;
    const refresh = recording(({ calls }) => {
      if (calls === 1) return apiError(409, 'raced');
      fresh = true;
      return csrf('csrf-1');
    });
    server.use(
      http.get('/api/admin/csrf', () => csrf('csrf-1')),
      http.post('/api/admin/refresh', refresh),
      http.get('/api/reservations', () => (fresh ? HttpResponse.json({ ok: true }) : apiError(401, 'expired'))),
    );
    const { client, onSessionEnded } = clientOn();
    expect(await client.json('/api/reservations')).toEqual({ ok: true });
    expect(refresh.sent).toHaveLength(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('when another tab refreshed at the same moment (409), then the call is sent again with the cookies it set', async () => {
    let refreshed = false;
    server.use(
      http.get('/api/admin/csrf', () => csrf('csrf-1')),
      http.post('/api/admin/refresh', () => {
        refreshed = true;
        return apiError(409, 'raced');
      }),
      http.get('/api/reservations', () => (refreshed ? HttpResponse.json({ ok: true }) : apiError(401, 'expired'))),
    );
    const { client, onSessionEnded } = clientOn();
    expect(await client.json('/api/reservations')).toEqual({ ok: true });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('AdminClient: CSRF and language', () => {
  it('when a change is sent without a token known yet, then the session token is fetched first and sent with it, in the staff language', async () => {
    const requests = watchRequests();
    const change = recording(() => HttpResponse.json({ ok: true }));
    const read = recording(() => HttpResponse.json({ ok: true }));
    server.use(
      http.get('/api/admin/csrf', () => csrf('csrf-xyz')),
      http.patch('/api/reservations/1/status', change),
      http.get('/api/reservations', read),
    );
    const client = new AdminClient({ locale: () => 'de', onSessionEnded: vi.fn() });
    await client.json('/api/reservations/1/status', { method: 'PATCH', body: { status: 'confirmed' } });
    await client.json('/api/reservations');
    expect(requests).toEqual(['GET /api/admin/csrf', 'PATCH /api/reservations/1/status', 'GET /api/reservations']);
    expect(change.sent[0]!.headers['x-csrf-token']).toBe('csrf-xyz');
    expect(change.sent[0]!.headers['accept-language']).toBe('de');
    expect(read.sent[0]!.headers['x-csrf-token']).toBeUndefined();
  });

  it('when the CSRF token is refused (a new session in another tab), then the current one is fetched and the change sent once more', async () => {
    let tokens = 0;
    const remove = recording(({ request }) =>
      request.headers.get('x-csrf-token') === 'csrf-1'
        ? HttpResponse.json({ ok: true })
        : apiError(403, authMessages.csrfRequired),
    );
    server.use(
      http.get('/api/admin/csrf', () => csrf(`csrf-${++tokens}`)),
      http.delete('/api/reservations/1', remove),
    );
    const { client } = clientOn();
    client.resume('csrf-old');
    expect(await client.json('/api/reservations/1', { method: 'DELETE' })).toEqual({ ok: true });
    expect(remove.sent.map((call) => call.headers['x-csrf-token'])).toEqual(['csrf-old', 'csrf-1']);
  });

  it('when the network fails, then UnreachableError; when the server refuses, then its sentence and fields', async () => {
    server.use(http.get('/api/reservations', () => HttpResponse.error()));
    await expect(clientOn().client.json('/api/reservations')).rejects.toBeInstanceOf(UnreachableError);
    server.use(http.get('/api/reservations', () => apiError(400, 'Bitte prüfen', { name: 'Name ist erforderlich' })));
    const error = await clientOn()
      .client.json('/api/reservations')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bitte prüfen', fields: { name: 'Name ist erforderlich' } });
  });
});
