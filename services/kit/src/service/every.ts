import type { Logger } from '../logging/logger.js';

/** Runs `task` now and then every `intervalMs`, one run at a time; returns how to stop (waiting for a run in flight). */
export function every(intervalMs: number, name: string, logger: Logger, task: () => Promise<unknown>): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = task()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs);
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
