import { screen, waitFor, within } from '@testing-library/react';
import type { ReviewsResponse } from '@ristorante/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './support/api-server';
import { renderApp } from './support/render-app';

describe('the guest routes', () => {
  it('when a guest opens /, then the German home page is shown at /de', async () => {
    const { currentPath } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen in der Trattoria La Sosta' })).toBeTruthy();
    expect(currentPath()).toBe('/de');
    for (const link of within(screen.getByRole('main')).getAllByRole('link', { name: 'Tisch reservieren' })) {
      expect(link.getAttribute('href')).toBe('/de/reservations');
    }
    expect(screen.getByRole('link', { name: 'Speisekarte ansehen' }).getAttribute('href')).toBe('/de/menu');
    expect(screen.getByText(/Hausgemachte Pasta, frischer Fisch/)).toBeTruthy();
  });

  it('when a guest opens /en, then the home page is English with English links', async () => {
    renderApp('/en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Trattoria La Sosta' })).toBeTruthy();
    for (const link of within(screen.getByRole('main')).getAllByRole('link', { name: 'Make Reservation' })) {
      expect(link.getAttribute('href')).toBe('/en/reservations');
    }
    expect(screen.getByRole('link', { name: 'View Menu' }).getAttribute('href')).toBe('/en/menu');
    expect(screen.getByText(/beef tenderloin flambéed at the table/)).toBeTruthy();
  });

  it.each(['/admin', '/admin/login'])('when %s is opened, then it redirects to /de/admin/login', async (path) => {
    const { currentPath } = renderApp(path);

    await waitFor(() => expect(currentPath()).toBe('/de/admin/login'));
    // The login page is not built yet, so that path shows the 404 page for now.
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });

  it('when /en/admin is opened, then it redirects to the English login path', async () => {
    const { currentPath } = renderApp('/en/admin');

    await waitFor(() => expect(currentPath()).toBe('/en/admin/login'));
  });

  it.each([
    ['/en/reviews', '/en/feedback'],
    ['/de/bewertungen', '/de/feedback'],
  ])('when %s is opened inside the app, then it leads to %s', async (path, target) => {
    server.use(
      http.get('/api/reviews', () => HttpResponse.json<ReviewsResponse>({ reviews: [], averageRating: null, count: 0 })),
    );
    const { currentPath } = renderApp(path);
    await waitFor(() => expect(currentPath()).toBe(target));
  });

  it('when /admin is opened with a query, then the redirect keeps it', async () => {
    const { currentPath } = renderApp('/admin?from=bookmark#top');

    await waitFor(() => expect(currentPath()).toBe('/de/admin/login?from=bookmark#top'));
  });

  it.each(['/ADMIN', '/Admin/login', '/en/ADMIN', '/%61dmin'])(
    'when %s is opened, then it is the 404 page, as on the server, and the app keeps running',
    async (path) => {
      const { currentPath } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: /Seite nicht gefunden|Page Not Found/ })).toBeTruthy();
      expect(currentPath()).toBe(path);
      expect(screen.getByRole('banner')).toBeTruthy();
    },
  );

  it.each(['/xx/whatever', '/de/nonsense', '/xx'])(
    'when %s is opened, then the German 404 page links back to /de',
    async (path) => {
      const { currentPath } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
      expect(currentPath()).toBe(path);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/de');
    },
  );

  it('when an unknown English path is opened, then the English 404 page links back to /en', async () => {
    renderApp('/en/nonsense/deeper');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
  });

  it('when Back to Home is clicked on the 404 page, then the home page is shown', async () => {
    const { currentPath, user } = renderApp('/en/nonsense');

    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Trattoria La Sosta' })).toBeTruthy();
    expect(currentPath()).toBe('/en');
  });
});
