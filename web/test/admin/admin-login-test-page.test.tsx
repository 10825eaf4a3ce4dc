import { screen, waitFor, within } from '@testing-library/react';
import type { CsrfResponse, LoginResponse, SessionResponse } from '@ristorante/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { recording, server } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { csrfToken, staff } from './support/admin-api';
import { renderAdmin } from './support/render-admin';

/**
 * The auth service's answers for a working sign-in: signed in after the login, signed out after the logout.
 * `changes` come first, each replacing the working answer for its route. Returns what refresh and logout were sent.
 */
function serveAuth(...changes: HttpHandler[]) {
  let signedIn = false;
  const refresh = recording(() => HttpResponse.json<CsrfResponse>({ csrfToken }));
  const logout = recording(() => {
    signedIn = false;
    return HttpResponse.json({ ok: true });
  });
  server.use(
    ...changes,
    http.get('/api/admin/session', () =>
      HttpResponse.json<SessionResponse>(signedIn ? { authenticated: true, user: staff } : { authenticated: false }),
    ),
    http.get('/api/admin/csrf', () => HttpResponse.json<CsrfResponse>({ csrfToken })),
    http.post('/api/admin/login', () => {
      signedIn = true;
      return HttpResponse.json<LoginResponse>({ ok: true, redirectTo: '/de/admin/dashboard', user: staff, csrfToken });
    }),
    http.post('/api/admin/refresh', refresh),
    http.post('/api/admin/logout', logout),
  );
  return { refresh: refresh.sent, logout: logout.sent };
}

async function runTest(locale: 'de' | 'en', password = 'correct horse battery') {
  const app = renderAdmin(`/${locale}/admin/test`);
  const form = await screen.findByRole('form');
  const identifier = within(form).getByLabelText(/E-Mail oder Benutzername|Email or username/);
  expect((identifier as HTMLInputElement).value).toBe('');
  await app.user.type(identifier, 'giulia');
  await app.user.type(within(form).getByLabelText(/^(Passwort|Password)$/), password);
  await app.user.click(within(form).getByRole('button'));
  return { app, form };
}

const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((step) => step.textContent!.replace(/\d+ ms/, 'N ms'));

describe('the login round-trip check (/{locale}/admin/test)', () => {
  it('when the sign-in works, then every step is OK with its status, the session ends closed, and axe finds nothing', async () => {
    const api = serveAuth();
    const { form } = await runTest('en');
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Signing in works from start to end.'));
    expect(steps()).toEqual([
      'Sign in (POST /api/admin/login)OK · HTTP 200, N ms',
      'Read the session (GET /api/admin/session)OK · HTTP 200, N ms',
      'Fetch the CSRF token (GET /api/admin/csrf)OK · HTTP 200, N ms',
      'Refresh the session (POST /api/admin/refresh)OK · HTTP 200, N ms',
      'Sign out (POST /api/admin/logout)OK · HTTP 200, N ms',
      'Session closed (GET /api/admin/session)OK · HTTP 200, N ms',
    ]);
    expect(api.refresh[0]!.headers['x-csrf-token']).toBe(csrfToken);
    expect(api.logout[0]!.headers['x-csrf-token']).toBe(csrfToken);
    await expectNoAxeViolations();
  });

  it('when the password is wrong, then the first step fails with its status and the rest are not run', async () => {
    serveAuth(
      http.post('/api/admin/login', () =>
        HttpResponse.json<LoginResponse>({ ok: false, error: 'Invalid credentials.' }, { status: 401 }),
      ),
    );
    const { form } = await runTest('de', 'wrong');
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(
        'Die Anmeldung funktioniert nicht vollständig. Siehe die Schritte oben.',
      ),
    );
    expect(steps()).toEqual([
      'Anmelden (POST /api/admin/login)Fehlgeschlagen · HTTP 401, N ms',
      'Sitzung lesen (GET /api/admin/session)Nicht ausgeführt',
      'CSRF-Token holen (GET /api/admin/csrf)Nicht ausgeführt',
      'Sitzung erneuern (POST /api/admin/refresh)Nicht ausgeführt',
      'Abmelden (POST /api/admin/logout)Nicht ausgeführt',
      'Sitzung geschlossen (GET /api/admin/session)Nicht ausgeführt',
    ]);
    expect((within(form).getByLabelText('Passwort') as HTMLInputElement).value).toBe('');
  });

  it('when the session is not kept after signing in (a cookie refused), then that step fails', async () => {
    serveAuth(http.get('/api/admin/session', () => HttpResponse.json<SessionResponse>({ authenticated: false })));
    const { form } = await runTest('en');
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe('Signing in does not fully work. See the steps above.'),
    );
    expect(steps()[1]).toBe('Read the session (GET /api/admin/session)Failed · HTTP 200, N ms');
  });
});
