import { fileURLToPath } from 'node:url';
import { adminRoutesOf } from '@ristorante/contracts';
import { answerNotBuiltYet, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';

export const bookingSchema = 'booking';

/** Table reservations and event bookings; publishes what happened to them through its outbox. */
export function startBooking(options: Pick<StartServiceOptions, 'config' | 'bus' | 'logger' | 'host'>): Promise<RunningService> {
  return startService({
    ...options,
    name: 'booking',
    schema: bookingSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    adminRoutes: adminRoutesOf('booking'),
    include: ['outbox'],
    routes: (app) => {
      answerNotBuiltYet(app, [
        'POST /api/reservations',
        'GET /api/reservations',
        'PUT /api/reservations/:id',
        'PATCH /api/reservations/:id/status',
        'DELETE /api/reservations/:id',
        'POST /api/events/:id/book',
        'GET /api/admin/bookings',
        'PATCH /api/admin/bookings/:id/status',
        'DELETE /api/admin/bookings/:id',
      ]);
    },
  });
}
