import { ConfigError } from '../config/load-config.js';

/**
 * The body of a service's `main.ts`: start it, stop it cleanly on SIGINT/SIGTERM, and on a bad configuration
 * print which variables are wrong and exit with status 1 (no stack trace for a typo in an .env file).
 */
export function runMain(start: () => Promise<{ stop(): Promise<void> }>): void {
  start().then(
    (running) => {
      let stopping = false;
      const shutdown = (signal: NodeJS.Signals) => {
        if (stopping) return;
        stopping = true;
        const force = setTimeout(() => process.exit(1), 20_000);
        force.unref();
        running.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`shutdown after ${signal} failed`, error);
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
