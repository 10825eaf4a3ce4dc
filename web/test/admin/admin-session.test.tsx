import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authMessages, type CsrfResponse, type LoginResponse, type SessionResponse } from '@ristorante/contracts';
import { apiError, createGate, recording, type Answer } from '../support/api-server';
import { csrfToken, serveDashboard, staff } from './support/admin-api';
import { aReservation } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

describe('the dashboard and the session', () => {
  it('when nobody is signed in, then a loading state, then the login page, and after signing in back to the same tab', async () => {
    let signedIn = false;
    // Whether anyone is signed in stays unanswered until the test has seen the loading state.
    const gate = createGate();
    serveDashboard(
      http.get('/api/admin/session', async () => {
        if (signedIn) return HttpResponse.json<SessionResponse>({ authenticated: true, user: staff });
        await gate.opened;
        return HttpResponse.json<SessionResponse>({ authenticated: false });
      }),
      http.post('/api/admin/login', () => {
        signedIn = true;
        return HttpResponse.json<LoginResponse>({ ok: true, redirectTo: '/de/admin/dashboard', user: staff, csrfToken });
      }),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    expect(await screen.findByText('Dashboard wird geladen …')).toBeTruthy();
    gate.open();
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
    const expiredToken = () => apiError(401, authMessages.authenticationRequired);
    const guarded = (answer: Answer) => () => (expired ? expiredToken() : answer());
    const refresh = recording(() => {
      expired = false;
      return HttpResponse.json<CsrfResponse>({ csrfToken });
    });
    serveDashboard(
      http.get(
        '/api/reservations',
        guarded(() => HttpResponse.json([aReservation({ name: 'Emma Weber' })], { headers: { 'x-total-count': '1' } })),
      ),
      http.get(
        '/api/admin/bookings',
        guarded(() => HttpResponse.json([], { headers: { 'x-total-count': '0' } })),
      ),
      http.get(
        '/api/contact',
        guarded(() => HttpResponse.json([], { headers: { 'x-total-count': '0', 'x-unread-count': '0' } })),
      ),
      http.get(
        '/api/admin/reservations/covers',
        guarded(() => HttpResponse.json([])),
      ),
      http.post('/api/admin/refresh', refresh),
    );
    renderAdmin('/en/admin/dashboard');
    expect(await screen.findByText(/Reservation: Emma Weber/)).toBeTruthy();
    expect(refresh.sent).toHaveLength(1);
    expect(refresh.sent[0]!.headers['x-csrf-token']).toBe(csrfToken);
  });

  it('when the refresh is refused, then the login page, with a short notice and the way back', async () => {
    const expiredToken = () => apiError(401, authMessages.authenticationRequired);
    serveDashboard(
      http.get('/api/reservations', expiredToken),
      http.get('/api/admin/bookings', expiredToken),
      http.get('/api/contact', expiredToken),
      http.get('/api/admin/reservations/covers', expiredToken),
      http.post('/api/admin/refresh', expiredToken),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=bookings');
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('status').textContent).toBe('Your session has ended. Please sign in again.');
    expect(app.currentPath()).toBe(`/en/admin/login?next=${encodeURIComponent('/en/admin/dashboard?tab=bookings')}&reason=ended`);
  });

  it('when staff log out, then the session is revoked with the CSRF token and the German login page follows', async () => {
    const logout = recording(() => HttpResponse.json({ ok: true }));
    serveDashboard(http.post('/api/admin/logout', logout));
    const app = renderAdmin('/en/admin/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('form');
    expect(app.currentPath()).toBe('/de/admin/login');
    expect(within(screen.getByRole('form')).getByRole('status').textContent).toBe('Sie sind abgemeldet.');
    expect(logout.sent).toHaveLength(1);
    expect(logout.sent[0]!.headers['x-csrf-token']).toBe(csrfToken);
  });

  it('when the logout cannot reach the server, then staff stay signed in and are told why', async () => {
    serveDashboard(http.post('/api/admin/logout', () => HttpResponse.error()));
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
    serveDashboard(
      http.get('/api/admin/session', () =>
        down ? HttpResponse.error() : HttpResponse.json<SessionResponse>({ authenticated: true, user: staff }),
      ),
    );
    const app = renderAdmin('/de/admin/dashboard');
    expect(await screen.findByText('Das Dashboard kann den Server gerade nicht erreichen.')).toBeTruthy();
    down = false;
    await app.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Willkommen, Giulia')).toBeTruthy();
  });
});
