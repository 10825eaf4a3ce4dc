import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './web/build/precompiled-messages';

/** Workspace packages are imported from their TypeScript sources in tests (the `source` export condition). */
const sourceFirst = { conditions: ['source', 'node'] };

export default defineConfig({
  test: {
    // Each test file has its own database and broker names, so files run in parallel; two cores, so modestly.
    pool: 'forks',
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: too short when a two-core machine runs several suites at once.
    expect: { poll: { timeout: 5_000 } },
    projects: [
      {
        extends: true,
        // The renderer's tests render the web app's pages from its sources, messages compiled as in the build.
        plugins: [precompiledMessages()],
        resolve: sourceFirst,
        ssr: { resolve: sourceFirst },
        test: {
          name: 'services',
          environment: 'node',
          // Finds PostgreSQL and RabbitMQ once per run (see services/kit/src/testing/resolve-infra.ts), and makes the
          // seed pictures' variants if the build has not (docs/decisions.md 121).
          globalSetup: ['./services/kit/src/testing/global-setup.ts', './services/catalog/test/support/seed-pictures-setup.ts'],
          include: [
            'services/*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'embedded/test/**/*.test.ts',
            'infra/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // Messages compiled as in the build. The build also leaves the ICU parser out; here react-intl is loaded
        // by Node from node_modules, parser included, so a message left uncompiled shows up in the e2e suite.
        plugins: [precompiledMessages()],
        resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
        // The server-render test runs this project's code in Node: it too must read workspace sources, not dist/.
        ssr: { resolve: sourceFirst },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/test/**/*.test.{ts,tsx}'],
          // The API faked with MSW; a request no handler answers fails the test (docs/decisions.md 107). jsdom lacks
          // the native dialog's showModal() and close(): a small stand-in (docs/decisions.md 143).
          setupFiles: ['./web/test/support/setup-api-server.ts', './web/test/support/dialog-polyfill.ts'],
        },
      },
      // Browser journeys against the production-like stack; infra/stack/run-e2e.ts starts it and sets the URL.
      ...(process.env.E2E_BASE_URL
        ? [
            {
              extends: true,
              resolve: sourceFirst,
              ssr: { resolve: sourceFirst },
              test: {
                name: 'e2e',
                environment: 'node',
                include: ['web/e2e/**/*.e2e.test.ts'],
                maxWorkers: 2,
                // A journey drives browsers, the whole stack and its mail on two cores: a slow CI run has taken 30 s
                // and more over one that takes 12 s on a quiet machine. A minute, unless the journey names its own.
                testTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
