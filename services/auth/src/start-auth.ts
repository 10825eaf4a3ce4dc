import { fileURLToPath } from 'node:url';
import { answerNotBuiltYet, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';

export const authSchema = 'auth';

/** Admin users and their sessions. */
export function startAuth(options: Pick<StartServiceOptions, 'config' | 'bus' | 'logger' | 'host'>): Promise<RunningService> {
  return startService({
    ...options,
    name: 'auth',
    schema: authSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    routes: (app) => {
      answerNotBuiltYet(app, [
        'POST /api/admin/login',
        'GET /api/admin/session',
        'POST /api/admin/refresh',
        'POST /api/admin/logout',
        'GET /api/admin/csrf',
      ]);
    },
  });
}
