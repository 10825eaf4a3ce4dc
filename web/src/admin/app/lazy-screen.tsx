import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code loads when it is first shown: each of the dashboard's routes and tabs is a chunk of its
 * own. Made once at module load (a lazy component made during render would load, and suspend, every time).
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return <Screen />;
}
