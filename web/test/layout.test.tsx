import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app';
import { jsonResponse, stubFetch } from './support/stub-fetch';

const allOk = { status: 'ok', gateway: 'ok', services: {} };

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
    expect(within(footer).getByText('Berlin')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('when on /de/test, then the switch keeps the sub-path and marks German as current', async () => {
    stubFetch(() => jsonResponse(allOk));
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
    stubFetch(() => jsonResponse(allOk));
    const { router, user } = renderApp('/de/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Systemstatus' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.title).toBe('Systemstatus | Trattoria La Sosta');

    await user.click(screen.getByRole('link', { name: 'EN' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/test');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.title).toBe('System status | Trattoria La Sosta');
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
