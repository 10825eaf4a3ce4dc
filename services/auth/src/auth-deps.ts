import type { Logger, Pool } from '@ristorante/kit';
import type { AuthConfig } from './auth-config.js';

/** What the auth service's use cases work with. */
export interface AuthDeps {
  pool: Pool;
  config: AuthConfig;
  logger: Logger;
}
