import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/app';
import { routes } from '../../src/app/router';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/** The real app (providers, routes, layout) at `path`, with a memory router the test can inspect. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(<App router={router} />);
  return { router, user };
}
