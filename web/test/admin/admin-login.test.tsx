import { screen, waitFor, within } from '@testing-library/react';
import type { LoginResponse } from '@ristorante/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createGate, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { csrfToken, serveDashboard, signedOut, staff } from './support/admin-api';
import { renderAdmin } from './support/render-admin';

const signIn = (answer: LoginResponse, init?: ResponseInit) =>
  http.post('/api/admin/login', () => HttpResponse.json(answer, init));
const refused = signIn({ ok: false, error: 'Invalid credentials.' }, { status: 401 });
const welcomed = (redirectTo: string) => signIn({ ok: true, redirectTo, user: staff, csrfToken });

async function openLogin(path: string) {
  const app = renderAdmin(path);
  const form = await screen.findByRole('form');
  return {
    ...app,
    form,
    identifier: () => within(form).getByLabelText(/E-Mail oder Benutzername|Email or username/),
    password: () => within(form).getByLabelText(/^(Passwort|Password)$/),
    submit: () => within(form).getByRole('button'),
  };
}

describe('staff sign-in (/{locale}/admin/login)', () => {
  it('when opened in German, then the form asks for e-mail or username and password, nothing prefilled, and axe finds nothing', async () => {
    serveDashboard(signedOut());
    const login = await openLogin('/de/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung für das Team' })).toBeTruthy();
    expect((login.identifier() as HTMLInputElement).value).toBe('');
    expect((login.password() as HTMLInputElement).value).toBe('');
    expect(login.password().getAttribute('type')).toBe('password');
    expect(login.submit().textContent).toBe('Anmelden');
    await waitFor(() => expect(document.title).toBe('Anmeldung für das Team – Dashboard – Trattoria La Sosta'));
    expect(document.documentElement.lang).toBe('de');
    await expectNoAxeViolations();
  });

  it('when sent empty, then both fields say what is missing, focus goes to the first, and nothing is sent', async () => {
    const signInCalls = recording(() => HttpResponse.json<LoginResponse>({ ok: false, error: 'Invalid credentials.' }));
    serveDashboard(signedOut(), http.post('/api/admin/login', signInCalls));
    const login = await openLogin('/en/admin/login');
    await login.user.click(login.submit());
    expect(screen.getByText('Please enter your email or username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(login.identifier().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(login.identifier()));
    expect(signInCalls.sent).toEqual([]);
    await login.user.type(login.identifier(), 'g');
    expect(screen.queryByText('Please enter your email or username')).toBeNull();
    await expectNoAxeViolations();
  });

  it.each([
    ['de', 'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail-Adresse bzw. Ihren Benutzernamen und Ihr Passwort.'],
    ['en', 'Invalid credentials. Please check your email/username and password.'],
  ])(
    'when the password is wrong (%s), then the failure sentence is read out and the password field is emptied',
    async (locale, sentence) => {
      serveDashboard(signedOut(), refused);
      const login = await openLogin(`/${locale}/admin/login`);
      await login.user.type(login.identifier(), 'giulia');
      await login.user.type(login.password(), 'not the password');
      await login.user.click(login.submit());
      expect((await within(login.form).findByRole('alert')).textContent).toBe(sentence);
      expect((login.password() as HTMLInputElement).value).toBe('');
      expect((login.identifier() as HTMLInputElement).value).toBe('giulia');
    },
  );

  it('when the sign-in is throttled, then the wait the server names is said, in whole seconds', async () => {
    serveDashboard(signedOut(), signIn({ ok: false, error: 'Too many' }, { status: 429, headers: { 'retry-after': '42' } }));
    const login = await openLogin('/en/admin/login');
    await login.user.type(login.identifier(), 'giulia');
    await login.user.type(login.password(), 'guess');
    await login.user.click(login.submit());
    expect((await within(login.form).findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts. Please wait 42 seconds and try again.',
    );
  });

  it('when the server cannot be reached, then the sentence for a failed login', async () => {
    serveDashboard(
      signedOut(),
      http.post('/api/admin/login', () => HttpResponse.error()),
    );
    const login = await openLogin('/de/admin/login');
    await login.user.type(login.identifier(), 'giulia');
    await login.user.type(login.password(), 'whatever-it-is');
    await login.user.click(login.submit());
    expect((await within(login.form).findByRole('alert')).textContent).toBe(
      'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });

  it("when the credentials are right, then 'Signing in...' while it runs, and on to the server's redirectTo", async () => {
    const gate = createGate();
    const signInCalls = recording(async () => {
      await gate.opened;
      return HttpResponse.json<LoginResponse>({ ok: true, redirectTo: '/en/admin/dashboard', user: staff, csrfToken });
    });
    serveDashboard(signedOut(), http.post('/api/admin/login', signInCalls));
    const login = await openLogin('/en/admin/login');
    await login.user.type(login.identifier(), '  giulia@trattoria.test ');
    await login.user.type(login.password(), 'correct horse battery');
    await login.user.click(login.submit());
    expect(login.submit().textContent).toBe('Signing in...');
    await waitFor(() => expect(signInCalls.sent).toHaveLength(1));
    expect(signInCalls.sent[0]!.body).toEqual({
      identifier: 'giulia@trattoria.test',
      password: 'correct horse battery',
      locale: 'en',
    });
    gate.open();
    await screen.findByText('Welcome, Giulia');
    expect(login.currentPath()).toBe('/en/admin/dashboard');
  });

  it('when a `next` address inside the dashboard is given, then it wins; one outside the dashboard is ignored', async () => {
    serveDashboard(signedOut(), welcomed('/de/admin/dashboard'));
    const inside = await openLogin(`/de/admin/login?next=${encodeURIComponent('/de/admin/dashboard?tab=contact')}`);
    await inside.user.type(inside.identifier(), 'giulia');
    await inside.user.type(inside.password(), 'correct horse battery');
    await inside.user.click(inside.submit());
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(inside.currentPath()).toBe('/de/admin/dashboard?tab=contact');
    inside.unmount();

    const outside = await openLogin(`/de/admin/login?next=${encodeURIComponent('//evil.example/de/admin')}`);
    await outside.user.type(outside.identifier(), 'giulia');
    await outside.user.type(outside.password(), 'correct horse battery');
    await outside.user.click(outside.submit());
    await screen.findByText('Willkommen, Giulia');
    expect(outside.currentPath()).toBe('/de/admin/dashboard');
  });

  it('when someone already signed in opens the login page, then they go straight to the dashboard', async () => {
    serveDashboard();
    const app = renderAdmin('/de/admin/login');
    await screen.findByText('Willkommen, Giulia');
    expect(app.currentPath()).toBe('/de/admin/dashboard');
  });

  it('when the session ended under staff, then the login page says so', async () => {
    serveDashboard(signedOut());
    const login = await openLogin('/en/admin/login?reason=ended');
    expect(within(login.form).getByRole('status').textContent).toBe('Your session has ended. Please sign in again.');
  });

  it('when /{locale}/admin itself is opened inside the app, then it leads to the login', async () => {
    serveDashboard(signedOut());
    const app = renderAdmin('/en/admin');
    await screen.findByRole('form');
    expect(app.currentPath()).toBe('/en/admin/login');
  });
});
