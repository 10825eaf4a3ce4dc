import { fileURLToPath } from 'node:url';
import { routesOf } from '@ristorante/contracts';
import { startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import type { AuthConfig } from './auth-config.js';
import { mountAdminAccountRoutes } from './http/admin-account-routes.js';
import { mountAdminAuthRoutes } from './http/admin-auth-routes.js';
import { mountOwnAccountRoutes } from './http/own-account-routes.js';
import { ensureFirstAdmin, type NewAdmin } from './users/create-admin.js';

export const authSchema = 'auth';
export const authMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

export interface StartAuthOptions extends Pick<StartServiceOptions, 'bus' | 'logger' | 'host'> {
  config: AuthConfig;
  /** The embedded mode: with no admin and no ADMIN_EMAIL/ADMIN_PASSWORD, make one with a random password. */
  generateFirstAdmin?: boolean;
  /** Told the first admin's credentials when this start created them (to show them once). */
  onFirstAdmin?: (admin: NewAdmin & { username: string }) => void;
}

/** Admin users and their sessions: sign-in, the session, CSRF, refresh, sign-out, password, sessions. */
export function startAuth({ config, generateFirstAdmin, onFirstAdmin, ...options }: StartAuthOptions): Promise<RunningService> {
  return startService({
    ...options,
    config,
    name: 'auth',
    schema: authSchema,
    migrationsDir: authMigrationsDir,
    guardedRoutes: routesOf('auth'),
    background: async ({ pool, logger }) => {
      const given =
        config.ADMIN_EMAIL && config.ADMIN_PASSWORD
          ? {
              email: config.ADMIN_EMAIL,
              password: config.ADMIN_PASSWORD,
              username: config.ADMIN_USERNAME,
              firstName: config.ADMIN_FIRST_NAME,
            }
          : undefined;
      const created = await ensureFirstAdmin(pool, logger, { given, generate: generateFirstAdmin ?? false });
      if (created) onFirstAdmin?.(created);
      return async () => undefined;
    },
    routes: (app, { pool, logger }) => {
      mountAdminAuthRoutes(app, { pool, config, logger });
      mountOwnAccountRoutes(app, { pool, logger });
      mountAdminAccountRoutes(app, { pool, logger });
    },
  });
}
