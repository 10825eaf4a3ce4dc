import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './api-server';

// Requests no handler answered, since the last test ended.
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    // MSW's own 'error' strategy only logs and makes the request fail as a network error: a page that shows an
    // error state for that passes its test. So each one is recorded, and the test that made it fails below.
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

// Registered before any test file's own hooks, so it runs after them (after hooks run in reverse order):
// requests made while a page unmounts count too.
afterEach(() => {
  server.resetHandlers();
  const requests = unhandled.splice(0);
  if (requests.length > 0) {
    throw new Error(
      `The test made requests no handler answers (add one with server.use, see web/test/support/api-server.ts):\n  ${requests.join('\n  ')}`,
    );
  }
});

afterAll(() => server.close());
