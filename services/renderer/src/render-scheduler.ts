import type { Logger } from '@ristorante/kit';

export interface RenderScheduler {
  /** Asks for a render soon: requests close together make one, and one asked during a render runs after it. */
  request(reason: string): void;
  /** Resolves after the next render that starts from now has finished (tests and start-up wait on it). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * When the site is rendered (docs/decisions.md 92): on request (a catalog change on the bus), debounced; every
 * `intervalMs` anyway; and after a failure again `retryMs` later, the last good pages staying served meanwhile.
 * One render at a time.
 */
export function createRenderScheduler(options: {
  render: () => Promise<void>;
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

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };

  const run = () => {
    if (running) {
      again = true;
      return;
    }
    const finished = waiters;
    waiters = [];
    running = render().then(
      () => {
        finished.forEach((resolve) => resolve());
        schedule(again ? debounceMs : intervalMs);
      },
      (error: unknown) => {
        logger.warn({ err: error }, `render failed; the last good pages stay served, next try in ${retryMs} ms`);
        waiters.push(...finished);
        schedule(again ? debounceMs : retryMs);
      },
    );
    again = false;
    void running.finally(() => (running = undefined));
  };

  return {
    request(reason) {
      logger.debug({ reason }, 'render requested');
      if (running) again = true;
      else schedule(debounceMs);
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
