import type { AccountWithPassword, AdminAccount, MenuItem } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSession } from '../../src/admin/features/accounts/api/accounts-api';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard, signedInAs, staff } from './support/admin-api';
import { renderAdmin } from './support/render-admin';

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const safariOnIpad =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const sessions: AdminSession[] = [
  {
    id: 'b7d8f1c2-0000-4000-8000-000000000002',
    createdAt: '2026-11-20T17:00:00Z',
    lastUsedAt: '2026-11-22T19:30:00Z',
    userAgent: safariOnIpad,
    ip: '192.0.2.4',
    current: false,
  },
  {
    id: 'b7d8f1c2-0000-4000-8000-000000000001',
    createdAt: '2026-11-23T16:00:00Z',
    lastUsedAt: '2026-11-23T18:00:00Z',
    userAgent: chromeOnAndroid,
    ip: '192.0.2.7',
    current: true,
  },
];

const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 'a1000000-0000-4000-8000-000000000001',
  email: staff.email,
  username: 'giulia',
  firstName: 'Giulia',
  role: 'owner',
  disabled: false,
  createdAt: '2026-01-01T10:00:00Z',
  lastSignInAt: '2026-11-23T16:00:00Z',
  ...overrides,
});
const luca = account({
  id: 'a1000000-0000-4000-8000-000000000002',
  email: 'luca@trattoria.test',
  username: 'luca',
  firstName: 'Luca',
  role: 'staff',
  lastSignInAt: null,
});

/**
 * The account tab's API for someone with `role`: their sessions and, for an owner, the team; `changes` in front.
 * Returns what the team list was asked.
 */
function serveAccounts(role: 'owner' | 'staff', ...changes: HttpHandler[]) {
  const team = recording(() => HttpResponse.json([account({}), luca]));
  serveDashboard(
    ...changes,
    signedInAs(role),
    http.get('/api/admin/sessions', () => HttpResponse.json(sessions)),
    http.get('/api/admin/users', team),
  );
  return { teamReads: team.sent };
}

describe('the account tab (docs/decisions.md 86)', () => {
  it.each([
    ['de', 'Konto', 'Chrome auf Android', 'Safari auf iOS', 'Dieses Gerät'],
    ['en', 'Account', 'Chrome on Android', 'Safari on iOS', 'This device'],
  ] as const)(
    'when an owner opens it (%s), then the team, the password form and the sessions, this device first',
    async (locale, title, here, there, thisDevice) => {
      serveAccounts('owner');
      renderAdmin(`/${locale}/admin/dashboard?tab=accounts`);
      await screen.findByRole('heading', { level: 1, name: title });
      const team = await screen.findByRole('region', { name: locale === 'de' ? 'Konten des Teams' : 'Team accounts' });
      const rows = await within(team).findAllByRole('row');
      expect(rows[1]!.textContent).toContain(locale === 'de' ? 'Giulia (Sie)' : 'Giulia (you)');
      // Nobody disables or demotes themselves from here.
      expect(within(rows[1]!).queryAllByRole('button')).toEqual([]);
      // The last sign-in carries its label for the card a tablet shows (hidden where the table has its heading).
      expect(rows[2]!.textContent).toContain(
        locale === 'de' ? 'MitarbeiterAktivZuletzt angemeldet: Noch nie' : 'StaffActiveLast signed in: Never',
      );
      const sessionRows = within(
        await screen.findByRole('region', { name: locale === 'de' ? 'Wo Sie angemeldet sind' : 'Where you are signed in' }),
      ).getAllByRole('row');
      expect(sessionRows[1]!.textContent).toContain(`${here}${thisDevice}`);
      expect(sessionRows[2]!.textContent).toContain(there);
      await expectNoAxeViolations();
    },
  );

  it('when staff open it, then only their password and sessions, and no team list is asked for', async () => {
    const { teamReads } = serveAccounts('staff');
    renderAdmin('/en/admin/dashboard?tab=accounts');
    await screen.findByRole('region', { name: 'Where you are signed in' });
    expect(screen.queryByRole('region', { name: 'Team accounts' })).toBeNull();
    expect(teamReads).toEqual([]);
  });

  it('when the password form is sent wrong, then each field says why (schema, mismatch, server), and right, then it is changed and cleared', async () => {
    const change = recording(async ({ request }) =>
      ((await request.json()) as { currentPassword: string }).currentPassword === 'the right one'
        ? HttpResponse.json({ ok: true })
        : apiError(400, 'Das Passwort wurde nicht geändert', { currentPassword: 'Das aktuelle Passwort stimmt nicht' }),
    );
    serveAccounts('owner', http.post('/api/admin/password', change));
    const app = renderAdmin('/de/admin/dashboard?tab=accounts');
    const form = within(await screen.findByRole('region', { name: 'Passwort ändern' }));
    await app.user.click(form.getByRole('button', { name: 'Passwort ändern' }));
    expect(form.getByLabelText('Aktuelles Passwort').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Das aktuelle Passwort ist erforderlich')).toBeTruthy();
    expect(form.getByText('Das neue Passwort muss mindestens 12 Zeichen lang sein')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('Aktuelles Passwort')));
    await app.user.type(form.getByLabelText('Aktuelles Passwort'), 'a wrong one');
    await app.user.type(form.getByLabelText('Neues Passwort'), 'a brand new password');
    await app.user.type(form.getByLabelText('Neues Passwort wiederholen'), 'a brand new passwort');
    await app.user.click(form.getByRole('button', { name: 'Passwort ändern' }));
    expect(form.getByText('Die beiden neuen Passwörter stimmen nicht überein')).toBeTruthy();
    expect(change.sent).toEqual([]);
    await app.user.clear(form.getByLabelText('Neues Passwort wiederholen'));
    await app.user.type(form.getByLabelText('Neues Passwort wiederholen'), 'a brand new password');
    await app.user.click(form.getByRole('button', { name: 'Passwort ändern' }));
    expect(await form.findByText('Das aktuelle Passwort stimmt nicht')).toBeTruthy();
    await expectNoAxeViolations();
    await app.user.clear(form.getByLabelText('Aktuelles Passwort'));
    await app.user.type(form.getByLabelText('Aktuelles Passwort'), 'the right one');
    await app.user.click(form.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Passwort geändert. Ihre anderen Sitzungen wurden abgemeldet.')).toBeTruthy();
    expect((form.getByLabelText('Neues Passwort') as HTMLInputElement).value).toBe('');
    expect(change.sent.at(-1)?.body).toEqual({
      currentPassword: 'the right one',
      newPassword: 'a brand new password',
    });
  });

  it('when another session is signed out, then it asks first, then revokes it and says so', async () => {
    const revoke = recording(() => new HttpResponse(null, { status: 204 }));
    serveAccounts('owner', http.delete(`/api/admin/sessions/${sessions[0]!.id}`, revoke));
    const app = renderAdmin('/en/admin/dashboard?tab=accounts');
    await app.user.click(await screen.findByRole('button', { name: 'Sign out the session of Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out this session?' });
    expect(dialog.textContent).toContain('Safari on iOS, last active 22 Nov, 20:30, is signed out at once.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out.')).toBeTruthy();
    expect(revoke.sent).toHaveLength(1);
  });

  it('when an owner creates an account, then the form checks it, and the password is shown once with the sentence that says so', async () => {
    const create = recording(async ({ request }) => {
      const body = (await request.json()) as { email: string };
      if (body.email === 'taken@trattoria.test') {
        return apiError(409, 'An account with this email address already exists', {
          email: 'An account with this email address already exists',
        });
      }
      return HttpResponse.json<AccountWithPassword>(
        {
          account: account({
            id: 'a1000000-0000-4000-8000-000000000009',
            email: body.email,
            firstName: 'Paola',
            role: 'staff',
          }),
          password: 'Xq3-one-time-password-24',
        },
        { status: 201 },
      );
    });
    serveAccounts('owner', http.post('/api/admin/users', create));
    const app = renderAdmin('/en/admin/dashboard?tab=accounts');
    await app.user.click(await screen.findByRole('button', { name: 'New account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New account' }));
    await app.user.type(dialog.getByLabelText('Email'), 'not an address');
    await app.user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(dialog.getByText('The first name is required')).toBeTruthy();
    expect(dialog.getByText('Please enter a valid email address')).toBeTruthy();
    await expectNoAxeViolations();
    await app.user.type(dialog.getByLabelText('Name'), 'Paola');
    await app.user.clear(dialog.getByLabelText('Email'));
    await app.user.type(dialog.getByLabelText('Email'), 'taken@trattoria.test');
    await app.user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    expect(dialog.getAllByText(/An account with this email address already exists/).length).toBe(2);
    await app.user.clear(dialog.getByLabelText('Email'));
    await app.user.type(dialog.getByLabelText('Email'), 'paola@trattoria.test');
    await app.user.click(dialog.getByRole('button', { name: 'Create account' }));
    const shown = await screen.findByRole('dialog', { name: 'Password for Paola' });
    expect(within(shown).getByTestId('one-time-password').textContent).toBe('Xq3-one-time-password-24');
    expect(shown.textContent).toContain('It is shown only now and stored nowhere');
    expect(create.sent.at(-1)?.body).toEqual({
      firstName: 'Paola',
      email: 'paola@trattoria.test',
      username: '',
      role: 'staff',
    });
    await expectNoAxeViolations();
    await app.user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('one-time-password')).toBeNull());
  });

  it.each([
    ['Disable', 'Disable Luca?', { disabled: true }, 'PATCH'],
    ['Make owner', 'Change the role of Luca?', { role: 'owner' }, 'PATCH'],
  ] as const)(
    'when an owner chooses %s, then it asks, sends the change and says it is done',
    async (action, question, body, method) => {
      const change = recording(() => HttpResponse.json<AdminAccount>({ ...luca, ...body }));
      serveAccounts('owner', http.patch(`/api/admin/users/${luca.id}`, change));
      const app = renderAdmin('/en/admin/dashboard?tab=accounts');
      await app.user.click(await screen.findByRole('button', { name: `${action}: Luca` }));
      await app.user.click(
        within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', { name: action }),
      );
      expect(await screen.findByText('Account of Luca changed.')).toBeTruthy();
      expect(change.sent.find((call) => call.method === method)?.body).toEqual(body);
    },
  );

  it('when a password reset is refused, then the failure and the server’s sentence; when it works, the new password once', async () => {
    let fail = true;
    serveAccounts(
      'owner',
      http.post(`/api/admin/users/${luca.id}/password`, () =>
        fail
          ? apiError(404, 'Konto nicht gefunden')
          : HttpResponse.json<AccountWithPassword>({ account: luca, password: 'fresh-one-time-password!' }),
      ),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=accounts');
    const reset = async () => {
      await app.user.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen: Luca' }));
      await app.user.click(
        within(await screen.findByRole('alertdialog', { name: 'Passwort von Luca zurücksetzen?' })).getByRole('button', {
          name: 'Passwort zurücksetzen',
        }),
      );
    };
    await reset();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Das Passwort konnte nicht zurückgesetzt werden.'));
    expect(alert.textContent).toContain('Konto nicht gefunden');
    fail = false;
    await reset();
    expect((await screen.findByTestId('one-time-password')).textContent).toBe('fresh-one-time-password!');
  });
});

describe('toasts and dialogs (docs/decisions.md 135)', () => {
  /** The texts of the toasts in one of a dialog's live regions ('assertive' for failures, 'polite' for successes). */
  const toastsIn = (dialog: HTMLElement, live: 'assertive' | 'polite') =>
    [...dialog.querySelectorAll(`.dialog-toasts [aria-live="${live}"] .toast-text`)].map((toast) => toast.textContent);
  const pageToasts = () =>
    [...screen.getByRole('region', { name: /^(Meldungen|Messages)$/ }).querySelectorAll('.toast-text')].map(
      (toast) => toast.textContent,
    );

  it('when a failure is shown and then a question asked, then the failure sits in the dialog under its buttons, and goes back once it closes', async () => {
    serveAccounts(
      'owner',
      http.post(`/api/admin/users/${luca.id}/password`, () => apiError(404, 'Konto nicht gefunden')),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=accounts');
    await app.user.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen: Luca' }));
    const first = await screen.findByRole('alertdialog', { name: 'Passwort von Luca zurücksetzen?' });
    await app.user.click(within(first).getByRole('button', { name: 'Passwort zurücksetzen' }));
    const failure = 'Das Passwort konnte nicht zurückgesetzt werden.Konto nicht gefunden';
    await waitFor(() => expect(pageToasts()).toEqual([failure]));

    await app.user.click(screen.getByRole('button', { name: 'Deaktivieren: Luca' }));
    const question = await screen.findByRole('alertdialog', { name: 'Luca deaktivieren?' });
    expect(toastsIn(question, 'assertive')).toEqual([failure]);
    expect(pageToasts()).toEqual([]);
    // After the question and its buttons, in the dialog's own flow: nothing lies over them.
    const toast = question.querySelector('.toast')!;
    const buttons = within(question).getByRole('button', { name: 'Abbrechen' });
    expect(buttons.compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Its dismiss button is in the dialog, so the focus kept inside the dialog reaches it.
    expect(within(question).getByRole('button', { name: 'Meldung schließen' })).toBeTruthy();
    await expectNoAxeViolations();

    await app.user.click(buttons);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(pageToasts()).toEqual([failure]);
  });

  it('when an account is made and its password shown in a dialog, then the toast is added to a live region the dialog already had', async () => {
    serveAccounts(
      'owner',
      http.post('/api/admin/users', () =>
        HttpResponse.json<AccountWithPassword>(
          {
            account: account({
              id: 'a1000000-0000-4000-8000-000000000009',
              email: 'paola@trattoria.test',
              firstName: 'Paola',
              role: 'staff',
            }),
            password: 'Xq3-one-time-password-24',
          },
          { status: 201 },
        ),
      ),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=accounts');
    await app.user.click(await screen.findByRole('button', { name: 'New account' }));
    const form = await screen.findByRole('dialog', { name: 'New account' });
    await app.user.type(within(form).getByLabelText('Name'), 'Paola');
    await app.user.type(within(form).getByLabelText('Email'), 'paola@trattoria.test');
    // A screen reader announces what is added to a live region, not a region that arrives with its text.
    const additions: MutationRecord[] = [];
    const watch = new MutationObserver((records) => additions.push(...records));
    watch.observe(document.body, { childList: true, subtree: true });
    await app.user.click(within(form).getByRole('button', { name: 'Create account' }));
    const shown = await screen.findByRole('dialog', { name: 'Password for Paola' });
    await waitFor(() => expect(toastsIn(shown, 'polite')).toEqual(['Account created for Paola.']));
    watch.disconnect();
    expect(pageToasts()).toEqual([]);
    const region = shown.querySelector('.dialog-toasts [aria-live="polite"]');
    const toast = region?.querySelector('.toast');
    expect(additions.some((record) => record.target === region && [...record.addedNodes].includes(toast!))).toBe(true);
  });
});

describe('what staff see (docs/decisions.md 86)', () => {
  it.each(['de', 'en'] as const)(
    'when staff sign in (%s), then no menu, gallery or events tab, and no quick action for them',
    async (locale) => {
      serveDashboard(signedInAs('staff'));
      renderAdmin(`/${locale}/admin/dashboard`);
      const nav = await screen.findByRole('navigation', { name: /Bereiche des Dashboards|Dashboard sections/ });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(
        locale === 'de'
          ? ['Übersicht', 'Buchungen', 'Reservierungen', 'Gäste', 'Feedback', 'Kontakt', 'Konto']
          : ['Overview', 'Bookings', 'Reservations', 'Guests', 'Feedback', 'Contact', 'Account'],
      );
      const actions = within(await screen.findByRole('region', { name: /Schnellzugriff|Quick actions/ }));
      expect(actions.getAllByRole('link')).toHaveLength(2);
    },
  );

  it('when staff type the menu tab into the address, then a notice instead of the editor, and the menu is not even asked for', async () => {
    const menu = recording(() => HttpResponse.json<MenuItem[]>([]));
    serveDashboard(signedInAs('staff'), http.get('/api/menu', menu));
    renderAdmin('/en/admin/dashboard?tab=menu');
    expect(await screen.findByText('Only an owner edits “Menu”. Please ask the owner of the restaurant.')).toBeTruthy();
    expect(menu.sent).toEqual([]);
    await expectNoAxeViolations();
  });
});

describe('the first sign-in with a one-time password (docs/decisions.md 133)', () => {
  it('when the session must choose its own password, then only that form shows, with the account tab’s rules; once saved, the dashboard opens', async () => {
    let chosen = false;
    const change = recording(() => {
      chosen = true;
      return HttpResponse.json({ ok: true });
    });
    serveDashboard(
      http.get('/api/admin/session', () =>
        HttpResponse.json({ authenticated: true, user: { ...staff, role: 'staff', mustChangePassword: !chosen } }),
      ),
      http.post('/api/admin/password', change),
    );
    const { user } = renderAdmin('/en/admin/dashboard?tab=reservations');
    await screen.findByRole('heading', { level: 1, name: 'Choose your own password' });
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await expectNoAxeViolations();

    // The one-time password again is refused before anything is sent; so is a short one.
    await user.type(screen.getByLabelText('One-time password'), 'the-one-time-password-24');
    await user.type(screen.getByLabelText('New password'), 'the-one-time-password-24');
    await user.type(screen.getByLabelText('Repeat the new password'), 'the-one-time-password-24');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
    expect(await screen.findByText('The new password must differ from the current one')).toBeTruthy();
    expect(change.sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'my very own password');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'my very own password');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
    expect(await screen.findByRole('navigation', { name: 'Dashboard sections' })).toBeTruthy();
    expect(change.sent[0]!.body).toEqual({ currentPassword: 'the-one-time-password-24', newPassword: 'my very own password' });
    expect(screen.queryByRole('heading', { name: 'Choose your own password' })).toBeNull();
  });
});
