import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { FakeAdminApi, csrfToken, json, staff } from './support/fake-admin-api';
import { renderAdmin } from './support/render-admin';

/** The auth service's answers for a working sign-in: signed in after the login, signed out after the logout. */
function workingAuth() {
  let signedIn = false;
  return new FakeAdminApi()
    .on('GET', '/api/admin/session', () => json(signedIn ? { authenticated: true, user: staff } : { authenticated: false }))
    .on('POST', '/api/admin/login', () => {
      signedIn = true;
      return json({ ok: true, redirectTo: '/de/admin/dashboard', user: staff, csrfToken });
    })
    .on('POST', '/api/admin/refresh', () => json({ csrfToken }))
    .on('POST', '/api/admin/logout', () => {
      signedIn = false;
      return json({ ok: true });
    });
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
    const api = workingAuth().install();
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
    expect(api.callsTo('POST', '/api/admin/refresh')[0]!.headers['x-csrf-token']).toBe(csrfToken);
    expect(api.callsTo('POST', '/api/admin/logout')[0]!.headers['x-csrf-token']).toBe(csrfToken);
    await expectNoAxeViolations();
  });

  it('when the password is wrong, then the first step fails with its status and the rest are not run', async () => {
    workingAuth()
      .on('POST', '/api/admin/login', () => json({ ok: false, error: 'Invalid credentials.' }, 401))
      .install();
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
    workingAuth()
      .on('GET', '/api/admin/session', () => json({ authenticated: false }))
      .install();
    const { form } = await runTest('en');
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe('Signing in does not fully work. See the steps above.'),
    );
    expect(steps()[1]).toBe('Read the session (GET /api/admin/session)Failed · HTTP 200, N ms');
  });
});
