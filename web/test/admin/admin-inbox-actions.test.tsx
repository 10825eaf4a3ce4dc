import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { feedback, messages, serveDashboard } from './support/admin-api';
import { aFeedback, aMessage } from './support/admin-fixtures';
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
      const publish = recording(() => {
        approved = true;
        return HttpResponse.json({ ...entry, approved });
      });
      serveDashboard(
        http.get('/api/feedback', () =>
          HttpResponse.json([{ ...entry, approved }], {
            headers: { 'x-total-count': '1', 'x-pending-count': approved ? '0' : '1' },
          }),
        ),
        http.patch(`/api/feedback/${entry.id}/${action}`, publish),
      );
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=feedback`);
      await app.user.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(publish.sent).toHaveLength(1);
      await screen.findByRole('button', {
        name: locale === 'en' ? 'Unpublish: feedback from Anna Schmidt' : 'Zurückziehen: Feedback von Anna Schmidt',
      });
      await expectNoAxeViolations();
    },
  );

  it('when published feedback has no consent, then it says guests do not see it; unpublishing takes it back', async () => {
    const entry = aFeedback({ name: 'Tom Berger', approved: true, consentToPublish: false });
    serveDashboard(
      feedback([entry]),
      http.patch(`/api/feedback/${entry.id}/unpublish`, () => HttpResponse.json({ ...entry, approved: false })),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=feedback');
    expect(await screen.findByText('Not shown on the site: no consent from the guest')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Unpublish: feedback from Tom Berger' }));
    expect(await screen.findByText('Feedback from Tom Berger unpublished.')).toBeTruthy();
  });

  it('when feedback is deleted, then it asks first; a refusal is said with the server’s sentence', async () => {
    const entry = aFeedback({ name: 'Lena Vogel' });
    const remove = recording(() => apiError(404, 'Feedback nicht gefunden'));
    serveDashboard(feedback([entry]), http.delete(`/api/feedback/${entry.id}`, remove));
    const app = renderAdmin('/de/admin/dashboard?tab=feedback');
    await app.user.click(await screen.findByRole('button', { name: 'Löschen: Feedback von Lena Vogel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Feedback von Lena Vogel löschen?' });
    expect(dialog.textContent).toContain('Das Feedback verschwindet endgültig, auch von der Bewertungsseite.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Das Feedback konnte nicht geändert werden.'));
    expect(alert.textContent).toContain('Feedback nicht gefunden');
    expect(remove.sent).toHaveLength(1);
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
    serveDashboard(messages([message]));
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
    const mark = recording(async ({ request }) => {
      status = ((await request.json()) as { status: typeof status }).status;
      return HttpResponse.json({ ...message, status });
    });
    serveDashboard(
      http.get('/api/contact', () =>
        HttpResponse.json([{ ...message, status, replied: status === 'replied' }], {
          headers: { 'x-total-count': '1', 'x-unread-count': status === 'unread' ? '1' : '0' },
        }),
      ),
      http.patch(`/api/contact/${message.id}/status`, mark),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=contact');
    await app.user.click(await screen.findByRole('button', { name: 'Mark as replied: Parken' }));
    expect(await screen.findByText('“Parken” is marked as replied.')).toBeTruthy();
    await waitFor(() => expect(cardOf('Parken').textContent).toContain('Replied'));
    await app.user.click(screen.getByRole('button', { name: 'Mark as new: Parken' }));
    expect(await screen.findByText('“Parken” is new again.')).toBeTruthy();
    expect(mark.sent.map((call) => call.body)).toEqual([{ status: 'replied' }, { status: 'unread' }]);
  });

  it('when a message is deleted, then it asks naming it, and it is gone', async () => {
    let list = [aMessage({ subject: 'Gutschein', name: 'Ute Lang' })];
    serveDashboard(
      http.get('/api/contact', () =>
        HttpResponse.json(list, { headers: { 'x-total-count': String(list.length), 'x-unread-count': '0' } }),
      ),
      http.delete(`/api/contact/${list[0]!.id}`, () => {
        list = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=contact');
    await app.user.click(await screen.findByRole('button', { name: 'Delete: Gutschein' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Gutschein”?' });
    expect(dialog.textContent).toContain('The message from Ute Lang is gone for good.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Gutschein” deleted.')).toBeTruthy();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
