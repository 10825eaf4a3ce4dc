import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/app';
import { routes } from '../../src/app/router';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default: too short on a busy two-core CI machine running other suites.
configure({ asyncUtilTimeout: 5_000 });

/** The real app (providers, routes, layout) at `path`, with a memory router the test can inspect. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(<App router={router} />);
  return { router, user };
}
