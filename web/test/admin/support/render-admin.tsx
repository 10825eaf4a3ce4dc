import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminApp } from '../../../src/admin/app/admin-app';

afterEach(() => cleanup());
// The dashboard loads a screen and then its tab as chunks, each transformed on first import: on a busy two-core CI
// machine the first of them can take longer than the guest pages' 5 s.
configure({ asyncUtilTimeout: 10_000 });

function LocationProbe({ onLocation }: { onLocation: (location: string) => void }) {
  const { pathname, search } = useLocation();
  const current = pathname + search;
  // A layout effect runs in the same commit as the DOM change, so a `findBy…` that sees the new screen also sees
  // its address (a passive effect could still be pending then, and the test read the old one).
  useLayoutEffect(() => onLocation(current), [onLocation, current]);
  return null;
}

/** The staff app (its own routes, providers and session) at `path`, in a memory router the test can read. */
export function renderAdmin(path: string) {
  let location = path;
  const onLocation = (current: string) => {
    location = current;
  };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe onLocation={onLocation} />
      <AdminApp />
    </MemoryRouter>,
  );
  return { ...view, user, currentPath: () => location };
}
