import { act, cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { PublishedRestaurant, PublishedSchedule } from '@ristorante/contracts';
import { App } from '../../src/app/app';
import { houseScheduleKey } from '../../src/lib/house-schedule';
import { restaurantKey } from '../../src/lib/restaurant';
import { createQueryClient } from '../../src/lib/query-client';
import { testRestaurant, testSchedule } from './api-server';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default: too short on a busy two-core CI machine running other suites.
configure({ asyncUtilTimeout: 5_000 });

/** Reports each address (path, query, hash) the router settles on, so a test can see redirects and navigations. */
function LocationProbe({
  onLocation,
  onNavigate,
}: {
  onLocation: (pathname: string) => void;
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  const { pathname, search, hash } = useLocation();
  onNavigate(useNavigate());
  const current = pathname + search + hash;
  // In an effect, so only a location that was committed (shown) counts; a layout effect, because it runs in the
  // commit that changes the DOM, so a `findBy…` that sees the new page also sees its address (a passive effect
  // could still be pending, and the test would read the old one).
  useLayoutEffect(() => onLocation(current), [onLocation, current]);
  return null;
}

/**
 * The real app (providers, routes, layout) at `path`, in a memory router whose location the test can read. Like a
 * rendered page, it starts with the owner's schedule in hand (`schedule`, the opening one unless given; `null`:
 * none, so the app asks `GET /api/schedule` as a page built in the browser would), and the restaurant's details
 * (`restaurant`, the first install's unless given).
 */
export function renderApp(path: string, options: { schedule?: PublishedSchedule | null; restaurant?: PublishedRestaurant } = {}) {
  const client = createQueryClient();
  const schedule = options.schedule === undefined ? testSchedule : options.schedule;
  if (schedule) client.setQueryData(houseScheduleKey, schedule);
  client.setQueryData(restaurantKey, options.restaurant ?? testRestaurant);
  let pathname = path;
  const onLocation = (current: string) => {
    pathname = current;
  };
  let navigate: NavigateFunction | undefined;
  const user = userEvent.setup();
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe onLocation={onLocation} onNavigate={(current) => (navigate = current)} />
      <App queryClient={client} />
    </MemoryRouter>,
  );
  /** The browser's Back button: a POP navigation, as the router sees one. */
  const back = () => act(() => void navigate?.(-1));
  return { currentPath: () => pathname, user, back, unmount };
}
