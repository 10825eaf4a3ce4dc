import type { Logger } from '@ristorante/kit';
import { mergeScopes, wholeSite, type RenderScope } from './render-scope.js';

export interface RenderScheduler {
  /**
   * Asks for a render of `scope` soon (the whole site when absent): requests close together make one of all their
   * pages, and one asked during a render runs after it.
   */
  request(reason: string, scope?: RenderScope): void;
  /** Resolves after the next render that starts from now has finished (tests and start-up wait on it). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * When the site is rendered (docs/decisions.md 92): on request (a catalog change on the bus), debounced; every
 * `intervalMs` anyway; and after a failure again `retryMs` later, the last good pages staying served meanwhile.
 * One render at a time. A request names the pages it changes (169); the whole site is rendered at the start, when
 * asked, and whenever `intervalMs` have passed since it last was, however busy the requests keep it.
 */
export function createRenderScheduler(options: {
  render: (scope: RenderScope) => Promise<void>;
  debounceMs: number;
  intervalMs: number;
  retryMs: number;
  logger: Logger;
}): RenderScheduler {
  const { render, debounceMs, intervalMs, retryMs, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let waiters: Array<() => void> = [];
  /** The pages asked for since the last render started; none asked (an interval's pass) means the whole site. */
  let pending: RenderScope | undefined;
  let lastWholeAt = Date.now();

  /** Whether the timer set is a request's debounce: later requests then join it rather than postpone it. */
  let debouncing = false;
  const schedule = (delayMs: number, debounce = false) => {
    if (stopped) return;
    clearTimeout(timer);
    debouncing = debounce;
    timer = setTimeout(run, delayMs);
  };
  /** Until the whole site is due again: the interval counts from the last whole render, not from any render. */
  const untilWholeDue = () => Math.max(0, lastWholeAt + intervalMs - Date.now());

  const run = () => {
    debouncing = false;
    if (running) {
      again = true;
      return;
    }
    const finished = waiters;
    waiters = [];
    const scope = pending && Date.now() - lastWholeAt < intervalMs ? pending : wholeSite;
    pending = undefined;
    if (scope.all) lastWholeAt = Date.now();
    running = render(scope).then(
      () => {
        // Cleared before anyone waiting hears of it: a request they make at once is then scheduled, not lost.
        running = undefined;
        finished.forEach((resolve) => resolve());
        if (again) schedule(debounceMs, true);
        else schedule(untilWholeDue());
      },
      (error: unknown) => {
        running = undefined;
        logger.warn({ err: error }, `render failed; the last good pages stay served, next try in ${retryMs} ms`);
        waiters.push(...finished);
        pending = mergeScopes(pending, scope);
        if (again) schedule(debounceMs, true);
        else schedule(retryMs);
      },
    );
    again = false;
  };

  return {
    request(reason, scope = wholeSite) {
      logger.debug({ reason }, 'render requested');
      pending = mergeScopes(pending, scope);
      // A steady stream of changes (seats selling) must not put a render off for ever: a request joins a debounce
      // already under way.
      if (running) again = true;
      else if (!debouncing) schedule(debounceMs, true);
    },
    settled() {
      return new Promise((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      waiters.forEach((resolve) => resolve());
    },
  };
}
