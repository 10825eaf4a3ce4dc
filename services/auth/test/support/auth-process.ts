import { authConfigSchema, startAuth } from '../../src/index.js';

/** The auth service as a process of a test system (`env`: its first admin, its limits). */
export const authProcess = (env: Record<string, string> = {}) => ({
  name: 'auth',
  schema: 'auth',
  start: startAuth,
  config: authConfigSchema,
  env,
});
