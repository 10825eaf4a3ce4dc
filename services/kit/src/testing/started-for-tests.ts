import { afterAll, beforeAll } from 'vitest';

/**
 * What the tests of a file (or of the describe block it is called in) drive: started once before they run and
 * stopped after them. It exists only once beforeAll has run, so what is returned stands in for it: the tests
 * write `t.sql(…)` as if it were the thing itself, and a use before it started fails saying so.
 */
export function startedForTests<T extends object & { stop(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = (): T => {
    if (!started) throw new Error('used before beforeAll started it (or after it failed to start)');
    return started;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value: unknown = Reflect.get(current(), key);
      // A method is called on the thing itself, not on this stand-in.
      return typeof value === 'function' ? value.bind(current()) : value;
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
  });
}
