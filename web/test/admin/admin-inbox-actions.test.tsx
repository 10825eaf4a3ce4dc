import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { FakeAdminApi, aFeedback, aMessage, json } from './support/fake-admin-api';
import { renderAdmin } from './support/render-admin';

const cardOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('acting on feedback (docs/decisions.md 86)', () => {
  it.each([
    ['en', 'Publish: feedback from Anna Schmidt', 'Feedback from Anna Schmidt published.', 'approve'],
    ['de', 'Veröffentlichen: Feedback von Anna Schmidt', 'Feedback von Anna Schmidt veröffentlicht.', 'approve'],
  ] as const)(
    'when staff publish feedback (%s), then it is approved at once and said so',
    async (locale, button, done, action) => {
      let approved = false;
      const entry = aFeedback({ name: 'Anna Schmidt', consentToPublish: true });
      const fake = new FakeAdminApi()
        .on('GET', '/api/feedback', () =>
          json([{ ...entry, approved }], 200, { 'x-total-count': '1', 'x-pending-count': approved ? '0' : '1' }),
        )
        .on('PATCH', `/api/feedback/${entry.id}/${action}`, () => {
          approved = true;
          return json({ ...entry, approved });
        })
        .install();
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=feedback`);
      await app.user.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(true);
      await screen.findByRole('button', {
        name: locale === 'en' ? 'Unpublish: feedback from Anna Schmidt' : 'Zurückziehen: Feedback von Anna Schmidt',
      });
      await expectNoAxeViolations();
    },
  );

  it('when published feedback has no consent, then it says guests do not see it; unpublishing takes it back', async () => {
    const entry = aFeedback({ name: 'Tom Berger', approved: true, consentToPublish: false });
    new FakeAdminApi()
      .feedback([entry])
      .on('PATCH', `/api/feedback/${entry.id}/unpublish`, () => json({ ...entry, approved: false }))
      .install();
    const app = renderAdmin('/en/admin/dashboard?tab=feedback');
    expect(await screen.findByText('Not shown on the site: no consent from the guest')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Unpublish: feedback from Tom Berger' }));
    expect(await screen.findByText('Feedback from Tom Berger unpublished.')).toBeTruthy();
  });

  it('when feedback is deleted, then it asks first; a refusal is said with the server’s sentence', async () => {
    const entry = aFeedback({ name: 'Lena Vogel' });
    const fake = new FakeAdminApi()
      .feedback([entry])
      .on('DELETE', `/api/feedback/${entry.id}`, () => json({ error: 'Feedback nicht gefunden' }, 404))
      .install();
    const app = renderAdmin('/de/admin/dashboard?tab=feedback');
    await app.user.click(await screen.findByRole('button', { name: 'Löschen: Feedback von Lena Vogel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Feedback von Lena Vogel löschen?' });
    expect(dialog.textContent).toContain('Das Feedback verschwindet endgültig, auch von der Bewertungsseite.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Das Feedback konnte nicht geändert werden.'));
    expect(alert.textContent).toContain('Feedback nicht gefunden');
    expect(fake.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('acting on contact messages', () => {
  it('when a message is shown, then Reply by e-mail opens a mail to the guest, Re: the subject, the message quoted', async () => {
    const message = aMessage({
      subject: 'Tisch & Torte',
      name: 'Carla Rossi',
      email: 'carla@example.org',
      message: 'Wir feiern am Samstag.\nGeht eine Torte?',
      createdAt: '2026-11-20T17:05:00.000Z',
    });
    new FakeAdminApi().messages([message]).install();
    renderAdmin('/de/admin/dashboard?tab=contact');
    const link = await screen.findByRole('link', { name: 'Per E-Mail antworten: Tisch & Torte' });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('mailto:carla%40example.org?subject=')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Re: Tisch & Torte');
    expect(query.get('body')).toBe('\n\nAm 20. Nov., 18:05 schrieb Carla Rossi:\n> Wir feiern am Samstag.\n> Geht eine Torte?');
    await expectNoAxeViolations();
  });

  it('when a message is marked replied and back to new, then each is sent and said', async () => {
    let status: 'unread' | 'replied' = 'unread';
    const message = aMessage({ subject: 'Parken' });
    const fake = new FakeAdminApi()
      .on('GET', '/api/contact', () =>
        json([{ ...message, status, replied: status === 'replied' }], 200, {
          'x-total-count': '1',
          'x-unread-count': status === 'unread' ? '1' : '0',
        }),
      )
      .on('PATCH', `/api/contact/${message.id}/status`, (request) => {
        status = (request.body as { status: typeof status }).status;
        return json({ ...message, status });
      })
      .install();
    const app = renderAdmin('/en/admin/dashboard?tab=contact');
    await app.user.click(await screen.findByRole('button', { name: 'Mark as replied: Parken' }));
    expect(await screen.findByText('“Parken” is marked as replied.')).toBeTruthy();
    await waitFor(() => expect(cardOf('Parken').textContent).toContain('Replied'));
    await app.user.click(screen.getByRole('button', { name: 'Mark as new: Parken' }));
    expect(await screen.findByText('“Parken” is new again.')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'replied' },
      { status: 'unread' },
    ]);
  });

  it('when a message is deleted, then it asks naming it, and it is gone', async () => {
    let messages = [aMessage({ subject: 'Gutschein', name: 'Ute Lang' })];
    new FakeAdminApi()
      .on('GET', '/api/contact', () => json(messages, 200, { 'x-total-count': String(messages.length), 'x-unread-count': '0' }))
      .on('DELETE', `/api/contact/${messages[0]!.id}`, () => {
        messages = [];
        return new Response(null, { status: 204 });
      })
      .install();
    const app = renderAdmin('/en/admin/dashboard?tab=contact');
    await app.user.click(await screen.findByRole('button', { name: 'Delete: Gutschein' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Gutschein”?' });
    expect(dialog.textContent).toContain('The message from Ute Lang is gone for good.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Gutschein” deleted.')).toBeTruthy();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
