// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { homeKey } from '../src/features/home/api/get-home';
import { testHome } from './support/api-server';
import { renderOnServer } from './support/render-on-server';

// No DOM here: importing and rendering the app must not touch browser globals (docs/decisions.md 92).

describe('server rendering', () => {
  it('when the test runs without a DOM, then there really is none', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each([
    ['/de', 'Willkommen in der Trattoria La Sosta'],
    ['/en', 'Welcome to Trattoria La Sosta'],
    ['/de/test', 'Systemstatus'],
    ['/en/test', 'System status'],
    ['/de/nonsense', 'Seite nicht gefunden'],
    ['/xx/whatever', 'Seite nicht gefunden'],
  ])('when %s is rendered on the server, then its HTML holds the page heading', async (path, heading) => {
    // As the renderer does: the home page's texts fetched before the page is written (docs/decisions.md 152).
    const client = new QueryClient();
    client.setQueryData(homeKey, testHome);
    const html = await renderOnServer(path, client);

    expect(html).toContain(heading);
    expect(html).toContain('<main');
  });
});
