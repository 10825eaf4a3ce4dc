import { fileURLToPath } from 'node:url';
import { adminRoutesOf } from '@ristorante/contracts';
import { answerNotBuiltYet, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';

export const inboxSchema = 'inbox';

/** Contact messages, feedback and reviews; publishes new messages through its outbox. */
export function startInbox(options: Pick<StartServiceOptions, 'config' | 'bus' | 'logger' | 'host'>): Promise<RunningService> {
  return startService({
    ...options,
    name: 'inbox',
    schema: inboxSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    adminRoutes: adminRoutesOf('inbox'),
    include: ['outbox'],
    routes: (app) => {
      answerNotBuiltYet(app, [
        'POST /api/contact',
        'GET /api/contact',
        'PATCH /api/contact/:id/status',
        'DELETE /api/contact/:id',
        'POST /api/feedback',
        'GET /api/feedback',
        'PATCH /api/feedback/:id/approve',
        'DELETE /api/feedback/:id',
        'GET /api/reviews',
        'GET /api/google-reviews',
      ]);
    },
  });
}
