import { screen, within } from '@testing-library/react';
import type { RestaurantEvent } from '@ristorante/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './support/api-server';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';

// The menu page's chunk cannot be fetched, as when a tab left open across a release asks for a file that is gone.
vi.mock('../src/features/menu/menu-route', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// React reports an error its boundary caught to window as well; jsdom would print each as 'Uncaught'.
const quiet = (event: ErrorEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('error', quiet));
afterEach(() => {
  window.removeEventListener('error', quiet);
  vi.restoreAllMocks();
});

describe('a page that cannot be loaded', () => {
  it.each([
    ['/en/menu', 'This page could not be loaded', 'Reload page', 'Open menu', 'Events'],
    ['/de/menu', 'Diese Seite konnte nicht geladen werden', 'Seite neu laden', 'Menü öffnen', 'Veranstaltungen'],
  ])(
    'when %s fails to load, then the layout stays with a reload button, and other pages still open',
    async (path, title, reload, openMenu, events) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      // The events page, opened from the broken one, lists no events.
      server.use(http.get('/api/events', () => HttpResponse.json<RestaurantEvent[]>([])));
      const { user, currentPath } = renderApp(path);

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(within(alert).getByRole('button', { name: reload })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      await expectNoAxeViolations();

      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: openMenu }));
      await user.click(within(screen.getByRole('banner')).getByRole('link', { name: events }));

      expect(await screen.findByRole('heading', { level: 1, name: events })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
      expect(currentPath()).toBe(path.replace('menu', 'events'));
    },
  );
});
