import type { SessionResponse } from '@ristorante/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { bookings, messages, reservations, serveDashboard, session, staff } from './support/admin-api';
import { aBooking, aMessage, aReservation } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const tabs = {
  de: [
    'Übersicht',
    'Speisekarte',
    'Startseite',
    'Galerie',
    'Instagram',
    'Veranstaltungen',
    'Blog',
    'Buchungen',
    'Reservierungen',
    'Gäste',
    'Feedback',
    'Kontakt',
    'Konto',
    'Einstellungen',
  ],
  en: [
    'Overview',
    'Menu',
    'Home page',
    'Gallery',
    'Instagram',
    'Events',
    'Blog',
    'Bookings',
    'Reservations',
    'Guests',
    'Feedback',
    'Contact',
    'Account',
    'Settings',
  ],
};

const navOf = async () => screen.findByRole('navigation', { name: /Bereiche des Dashboards|Dashboard sections/ });

describe('the dashboard layout', () => {
  it.each(['de', 'en'] as const)(
    'when opened (%s), then the header welcomes the staff member and the tabs are links, the open one current',
    async (locale) => {
      serveDashboard();
      renderAdmin(`/${locale}/admin/dashboard`);
      const nav = await navOf();
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(tabs[locale]);
      expect(links[0]!.getAttribute('aria-current')).toBe('page');
      expect(links[8]!.getAttribute('href')).toBe(`/${locale}/admin/dashboard?tab=reservations`);
      expect(screen.getByText(locale === 'de' ? 'Willkommen, Giulia' : 'Welcome, Giulia')).toBeTruthy();
      await screen.findByRole('heading', { level: 1, name: tabs[locale][0] });
      await expectNoAxeViolations();
    },
  );

  it('when the staff member has no first name, then the header welcomes them by e-mail', async () => {
    serveDashboard(session({ authenticated: true, user: { ...staff, firstName: '', email: 'service@trattoria.test' } }));
    renderAdmin('/en/admin/dashboard');
    expect(await screen.findByText('Welcome, service@trattoria.test')).toBeTruthy();
  });

  it("when a staff e-mail's link (?tab=reservations) is followed, then the reservations tab is open and current", async () => {
    serveDashboard();
    renderAdmin('/de/admin/dashboard?tab=reservations');
    await screen.findByRole('heading', { level: 1, name: 'Reservierungen' });
    const current = within(await navOf()).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Reservierungen');
  });

  it('when a tab is chosen, then the address says which (deep link), and an unknown tab shows the overview', async () => {
    serveDashboard();
    const app = renderAdmin('/en/admin/dashboard?tab=nonsense');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    await app.user.click(within(await navOf()).getByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(app.currentPath()).toBe('/en/admin/dashboard?tab=contact');
  });

  it('when another address under /admin is opened, then the dashboard, with its query kept', async () => {
    serveDashboard();
    const app = renderAdmin('/de/admin/reservierungen?tab=bookings');
    await screen.findByRole('heading', { level: 1, name: 'Veranstaltungsbuchungen' });
    expect(app.currentPath()).toBe('/de/admin/dashboard?tab=bookings');
  });

  it('when requests wait, then the tabs carry their counts and the browser tab title the total', async () => {
    serveDashboard(
      reservations([aReservation(), aReservation(), aReservation({ status: 'confirmed' })]),
      bookings([aBooking()]),
      messages([aMessage(), aMessage({ status: 'replied', replied: true })]),
    );
    renderAdmin('/de/admin/dashboard?tab=feedback');
    const nav = await navOf();
    expect(await within(nav).findByRole('link', { name: 'Reservierungen 2 ausstehend' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Buchungen 1 ausstehend' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Kontakt 1 neu' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(3) Feedback – Dashboard – Trattoria La Sosta'));
  });

  it('when more than 99 requests wait, then the badge shows 99+ and is read out with the whole count', async () => {
    serveDashboard(reservations(Array.from({ length: 120 }, () => aReservation())));
    renderAdmin('/de/admin/dashboard?tab=feedback');
    const link = await within(await navOf()).findByRole('link', { name: 'Reservierungen 120 ausstehend' });
    expect(link.querySelector('.admin-badge [aria-hidden="true"]')?.textContent).toBe('99+');
  });

  it('when the language is switched, then the same tab and query in the other language, still signed in', async () => {
    const sessionReads = recording(() => HttpResponse.json<SessionResponse>({ authenticated: true, user: staff }));
    serveDashboard(http.get('/api/admin/session', sessionReads));
    const app = renderAdmin('/de/admin/dashboard?tab=reservations&view=list');
    await screen.findByRole('heading', { level: 1, name: 'Reservierungen' });
    await app.user.click(screen.getByRole('link', { name: 'EN' }));
    await screen.findByRole('heading', { level: 1, name: 'Reservations' });
    expect(app.currentPath()).toBe('/en/admin/dashboard?tab=reservations&view=list');
    expect(sessionReads.sent).toHaveLength(1);
  });

  it('when a guest books while the dashboard is open, then the request appears by itself within the polling interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const waiting = [aReservation({ name: 'Erster Gast' })];
      serveDashboard(reservations(waiting));
      renderAdmin('/de/admin/dashboard?tab=reservations&view=list');
      await screen.findByText('Erster Gast');
      const nav = await navOf();
      expect(await within(nav).findByRole('link', { name: 'Reservierungen 1 ausstehend' })).toBeTruthy();
      waiting.unshift(aReservation({ name: 'Neuer Gast' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_500);
      });
      expect(await screen.findByText('Neuer Gast')).toBeTruthy();
      expect(await within(nav).findByRole('link', { name: 'Reservierungen 2 ausstehend' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
