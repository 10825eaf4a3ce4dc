import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SystemStatus } from '@ristorante/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './support/api-server';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';

const allOk: SystemStatus = { status: 'ok', gateway: 'ok', services: {} };
const serveStatus = () => server.use(http.get('/api/status', () => HttpResponse.json(allOk)));

describe('shared layout', () => {
  it('when any page is shown, then header and footer name the restaurant and its city', async () => {
    renderApp('/de');

    const header = await screen.findByRole('banner');
    expect(
      within(header)
        .getByRole('link', { name: /Trattoria La Sosta/ })
        .getAttribute('href'),
    ).toBe('/de');
    expect(within(header).getByText('Berlin')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Trattoria La Sosta')).toBeTruthy();
    expect(footer.querySelector('address')?.textContent).toContain('10435 Berlin');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('when the footer is shown, then address, phone, e-mail and the hours come from the site configuration', async () => {
    renderApp('/en');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelector('address')?.textContent).toContain('Kastanienallee 42');
    expect(footer.querySelector('address')?.textContent).toContain('Germany');
    expect(within(footer).getByRole('link', { name: '+49 30 1234 5678' }).getAttribute('href')).toBe('tel:+493012345678');
    expect(within(footer).getByRole('link', { name: 'info@trattoria-lasosta.de' }).getAttribute('href')).toBe(
      'mailto:info@trattoria-lasosta.de',
    );
    expect(within(footer).getByText('Monday').nextElementSibling?.textContent).toBe('17:00–22:30');
    expect(within(footer).getByText('Saturday').nextElementSibling?.textContent).toBe('17:00–23:00');
    expect(within(footer).getByText('Sunday').nextElementSibling?.textContent).toBe('17:00–22:00');
    expect(within(footer).getByText('Kitchen until 22:00')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when the header is shown, then its call to action leads to the reservation page in each language', async () => {
    renderApp('/de');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Tisch reservieren' }).getAttribute('href')).toBe('/de/reservations');
    cleanup();
    renderApp('/en/test');
    const english = await screen.findByRole('banner');
    expect(within(english).getByRole('link', { name: 'Make Reservation' }).getAttribute('href')).toBe('/en/reservations');
  });

  it('when a link opens another page, then it starts at its top; the first page and a return by Back are left alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, back, currentPath } = renderApp('/de');
    const header = await screen.findByRole('banner');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(header).getByRole('link', { name: 'Tisch reservieren' }));
    await waitFor(() => expect(currentPath()).toBe('/de/reservations'));
    // The scroll comes with the new page's render, a moment after the address changed (on a busy machine, later).
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await back();
    await waitFor(() => expect(currentPath()).toBe('/de'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  describe('hamburger menu', () => {
    const toggle = () => screen.getByRole('button', { name: /Menü öffnen|Menü schließen/ });
    // By its id: a hidden element has no accessible name to find it by.
    const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

    it('when opened, then it lists every guest page and focus moves to its first entry', async () => {
      const { user } = renderApp('/de');
      await screen.findByRole('banner');
      expect(panel().hidden).toBe(true);
      await user.click(toggle());
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(
        within(panel())
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([
        '/de',
        '/de/menu',
        '/de/gallery',
        '/de/reservations',
        '/de/events',
        '/de/contact',
        '/de/feedback',
        '/de/legal',
        '/de/blog',
        '/de/instagram',
      ]);
      expect(document.activeElement).toBe(within(panel()).getByRole('link', { name: 'Startseite' }));
      expect(within(panel()).getByRole('link', { name: 'Startseite' }).getAttribute('aria-current')).toBe('page');
      await expectNoAxeViolations();
    });

    it('when Escape is pressed, then it closes and focus returns to its button', async () => {
      const { user } = renderApp('/de');
      await screen.findByRole('banner');
      await user.click(toggle());
      await user.keyboard('{Escape}');
      expect(panel().hidden).toBe(true);
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(toggle());
    });

    it('when someone clicks outside it, then it closes; a click inside does not close it', async () => {
      const { user } = renderApp('/de');
      await screen.findByRole('banner');
      await user.click(toggle());
      await user.click(panel());
      expect(panel().hidden).toBe(false);
      await user.click(screen.getByRole('main'));
      expect(panel().hidden).toBe(true);
    });

    it('when an entry is followed, then the page changes and the menu closes', async () => {
      const { user, currentPath } = renderApp('/de');
      await screen.findByRole('banner');
      await user.click(toggle());
      await user.click(within(panel()).getByRole('link', { name: 'Reservierung' }));
      await waitFor(() => expect(currentPath()).toBe('/de/reservations'));
      await waitFor(() => expect(panel().hidden).toBe(true));
      // Keyboard focus starts at the new page's content, not at the top of the document.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    });

    it('when the entry for the page already shown is followed, then the menu closes all the same', async () => {
      const { user } = renderApp('/de');
      await screen.findByRole('banner');
      await user.click(toggle());
      await user.click(within(panel()).getByRole('link', { name: 'Startseite' }));
      expect(panel().hidden).toBe(true);
      expect(document.activeElement).toBe(toggle());
    });
  });

  it('when on /de/test, then the switch keeps the sub-path and marks German as current', async () => {
    serveStatus();
    renderApp('/de/test?x=1#top');

    const switcher = await screen.findByRole('navigation', { name: 'Sprache' });
    const german = within(switcher).getByRole('link', { name: 'DE' });
    const english = within(switcher).getByRole('link', { name: 'EN' });
    expect(english.getAttribute('href')).toBe('/en/test?x=1#top');
    expect(german.getAttribute('href')).toBe('/de/test?x=1#top');
    expect(german.getAttribute('aria-current')).toBe('true');
    expect(english.getAttribute('aria-current')).toBeNull();
  });

  it('when EN is clicked on /de/test, then the English status page is shown with lang and title in English', async () => {
    serveStatus();
    const { currentPath, user } = renderApp('/de/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Systemstatus' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await waitFor(() => expect(document.title).toBe('Systemstatus | Trattoria La Sosta'));

    await user.click(screen.getByRole('link', { name: 'EN' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    expect(currentPath()).toBe('/en/test');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(() => expect(document.title).toBe('System status | Trattoria La Sosta'));
    expect(screen.getByRole('link', { name: 'EN' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'DE' }).getAttribute('href')).toBe('/de/test');
  });

  it('when the home page is shown, then the tab carries the restaurant title in that language', async () => {
    renderApp('/en');

    await waitFor(() => expect(document.title).toBe('Trattoria La Sosta – Italian restaurant in Berlin'));
  });

  it('when a 404 is shown under an unknown locale, then the switch leads to each home page', async () => {
    renderApp('/xx/whatever');

    const switcher = await screen.findByRole('navigation', { name: 'Sprache' });
    expect(within(switcher).getByRole('link', { name: 'DE' }).getAttribute('href')).toBe('/de');
    expect(within(switcher).getByRole('link', { name: 'EN' }).getAttribute('href')).toBe('/en');
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden | Trattoria La Sosta'));
  });
});
