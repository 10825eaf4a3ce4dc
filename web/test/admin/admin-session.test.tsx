import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@ristorante/contracts';
import { FakeAdminApi, aReservation, csrfToken, json, staff } from './support/fake-admin-api';
import { renderAdmin } from './support/render-admin';

describe('the dashboard and the session', () => {
  it('when nobody is signed in, then a loading state, then the login page, and after signing in back to the same tab', async () => {
    let signedIn = false;
    let answerSession: (response: Response) => void = () => undefined;
    new FakeAdminApi()
      .on('GET', '/api/admin/session', () =>
        signedIn ? json({ authenticated: true, user: staff }) : new Promise<Response>((resolve) => (answerSession = resolve)),
      )
      .on('POST', '/api/admin/login', () => {
        signedIn = true;
        return json({ ok: true, redirectTo: '/de/admin/dashboard', user: staff, csrfToken });
      })
      .install();
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    expect(await screen.findByText('Dashboard wird geladen …')).toBeTruthy();
    answerSession(json({ authenticated: false }));
    const form = await screen.findByRole('form');
    expect(app.currentPath()).toBe(`/de/admin/login?next=${encodeURIComponent('/de/admin/dashboard?tab=reservations')}`);
    await app.user.type(within(form).getByLabelText('E-Mail oder Benutzername'), 'giulia');
    await app.user.type(within(form).getByLabelText('Passwort'), 'correct horse battery');
    await app.user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Reservierungen' });
    expect(app.currentPath()).toBe('/de/admin/dashboard?tab=reservations');
  });

  it('when the access token has expired, then the dashboard refreshes once, repeats its calls and shows the data', async () => {
    let expired = true;
    const api = new FakeAdminApi();
    const guarded = (answer: () => Response) => () =>
      expired ? json({ error: authMessages.authenticationRequired }, 401) : answer();
    api
      .on(
        'GET',
        '/api/reservations',
        guarded(() => json([aReservation({ name: 'Emma Weber' })], 200, { 'x-total-count': '1' })),
      )
      .on(
        'GET',
        '/api/admin/bookings',
        guarded(() => json([], 200, { 'x-total-count': '0' })),
      )
      .on(
        'GET',
        '/api/contact',
        guarded(() => json([], 200, { 'x-total-count': '0', 'x-unread-count': '0' })),
      )
      .on(
        'GET',
        '/api/admin/reservations/covers',
        guarded(() => json([])),
      )
      .on('POST', '/api/admin/refresh', () => {
        expired = false;
        return json({ csrfToken });
      })
      .install();
    renderAdmin('/en/admin/dashboard');
    expect(await screen.findByText(/Reservation: Emma Weber/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/refresh')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/admin/refresh')[0]!.headers['x-csrf-token']).toBe(csrfToken);
  });

  it('when the refresh is refused, then the login page, with a short notice and the way back', async () => {
    new FakeAdminApi()
      .on('GET', '/api/reservations', () => json({ error: authMessages.authenticationRequired }, 401))
      .on('GET', '/api/admin/bookings', () => json({ error: authMessages.authenticationRequired }, 401))
      .on('GET', '/api/contact', () => json({ error: authMessages.authenticationRequired }, 401))
      .on('GET', '/api/admin/reservations/covers', () => json({ error: authMessages.authenticationRequired }, 401))
      .on('POST', '/api/admin/refresh', () => json({ error: authMessages.authenticationRequired }, 401))
      .install();
    const app = renderAdmin('/en/admin/dashboard?tab=bookings');
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('status').textContent).toBe('Your session has ended. Please sign in again.');
    expect(app.currentPath()).toBe(`/en/admin/login?next=${encodeURIComponent('/en/admin/dashboard?tab=bookings')}&reason=ended`);
  });

  it('when staff log out, then the session is revoked with the CSRF token and the German login page follows', async () => {
    const api = new FakeAdminApi().install();
    const app = renderAdmin('/en/admin/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('form');
    expect(app.currentPath()).toBe('/de/admin/login');
    expect(within(screen.getByRole('form')).getByRole('status').textContent).toBe('Sie sind abgemeldet.');
    const logout = api.callsTo('POST', '/api/admin/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers['x-csrf-token']).toBe(csrfToken);
  });

  it('when the logout cannot reach the server, then staff stay signed in and are told why', async () => {
    new FakeAdminApi()
      .on('POST', '/api/admin/logout', () => {
        throw new TypeError('Failed to fetch');
      })
      .install();
    const app = renderAdmin('/en/admin/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((element) => element.textContent)
          .join(''),
      ).toContain('Logging out did not work; you are still signed in.The server cannot be reached right now.'),
    );
    expect(app.currentPath()).toBe('/en/admin/dashboard');
  });

  it('when the session cannot be checked (server down), then the dashboard says so and Try Again asks again', async () => {
    let down = true;
    new FakeAdminApi()
      .on('GET', '/api/admin/session', () => {
        if (down) throw new TypeError('Failed to fetch');
        return json({ authenticated: true, user: staff });
      })
      .install();
    const app = renderAdmin('/de/admin/dashboard');
    expect(await screen.findByText('Das Dashboard kann den Server gerade nicht erreichen.')).toBeTruthy();
    down = false;
    await app.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Willkommen, Giulia')).toBeTruthy();
  });
});
