import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { feedback, messages, serveDashboard } from './support/admin-api';
import { aFeedback, aMessage } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

describe('inbox tabs', () => {
  it('when the contact tab opens, then each message with its real status (New or Replied) and a way to write back', async () => {
    serveDashboard(
      messages([
        aMessage({ subject: 'Geburtstagsfeier' }),
        aMessage({ subject: 'Allergien', status: 'replied', replied: true, email: 'tom@example.org' }),
      ]),
    );
    renderAdmin('/de/admin/dashboard?tab=contact');
    await screen.findByText('Geburtstagsfeier');
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('card'));
    expect(first!.textContent).toContain('GeburtstagsfeierNeu');
    expect(second!.textContent).toContain('AllergienBeantwortet');
    expect(within(second!).getByRole('link', { name: 'tom@example.org' }).getAttribute('href')).toBe('mailto:tom@example.org');
    expect(screen.getByText('2 Nachrichten, 1 neu')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when the feedback tab opens, then rating, text, suggestions, consent and publication', async () => {
    serveDashboard(
      feedback([
        aFeedback({ rating: 4, suggestions: 'Mehr vegane Gerichte', approved: true }),
        aFeedback({ rating: 2, consentToPublish: false }),
      ]),
    );
    renderAdmin('/en/admin/dashboard?tab=feedback');
    expect(await screen.findByLabelText('4 out of 5 stars')).toBeTruthy();
    expect(screen.getByLabelText('2 out of 5 stars')).toBeTruthy();
    expect(screen.getByText('Suggestions: Mehr vegane Gerichte')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('Not for publication')).toBeTruthy();
    expect(screen.getByText('2 entries, 1 not published yet')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when more than ten messages exist, then ten a page with the way to the next', async () => {
    serveDashboard(messages(Array.from({ length: 12 }, (_, index) => aMessage({ subject: `Frage ${index + 1}` }))));
    const app = renderAdmin('/en/admin/dashboard?tab=contact');
    expect(await screen.findByText('1–10 of 12')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Frage 12')).toBeTruthy();
    expect(app.currentPath()).toBe('/en/admin/dashboard?tab=contact&page=2');
  });

  it('when there is nothing yet, then the empty states', async () => {
    serveDashboard();
    const app = renderAdmin('/en/admin/dashboard?tab=feedback');
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: /^Contact/ }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
