import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logging/logger.js';

/** A real logger whose JSON lines a test can read back. */
export function capturedLogger(service: string): {
  logger: Logger;
  lines: () => Array<Record<string, unknown>>;
  text: () => string;
} {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    logger: createLogger(service, 'debug', sink),
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export type CapturedLogs = ReturnType<typeof capturedLogger>;
