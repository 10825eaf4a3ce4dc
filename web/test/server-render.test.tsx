// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../src/app/providers';
import { routes } from '../src/app/router';

// No DOM here: importing and rendering the app must not touch browser globals (design brief, 'Web rendering').
async function renderOnServer(path: string): Promise<Response | string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} />
    </AppProvider>,
  );
}

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
    const html = await renderOnServer(path);

    expect(typeof html).toBe('string');
    expect(html).toContain(heading);
    expect(html).toContain('<main');
  });

  it.each([
    ['/', '/de'],
    ['/admin', '/de/admin/login'],
    ['/admin/login', '/de/admin/login'],
    ['/en/admin', '/en/admin/login'],
  ])('when %s is requested on the server, then it answers a redirect to %s', async (path, target) => {
    const answer = await renderOnServer(path);

    if (!(answer instanceof Response)) throw new Error(`${path} rendered a page instead of redirecting`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(target);
  });
});
