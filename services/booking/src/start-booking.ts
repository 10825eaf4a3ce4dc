import { fileURLToPath } from 'node:url';
import {
  routesOf,
  catalogEventChanged,
  catalogEventDeleted,
  catalogEventScheduled,
  consumerQueue,
  guestRulesOf,
  personalDataErasureRequested,
  personalDataRequested,
} from '@ristorante/contracts';
import { createLogger, every, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import { bookingsCreated } from './booking-metrics.js';
import { createCatalogEvents } from './catalog/catalog-events-client.js';
import { createCatalogSeats } from './catalog/catalog-seats-client.js';
import type { BookingConfig } from './config/booking-config.js';
import { onEventChanged, onEventDeleted, onEventScheduled } from './event-bookings/catalog-event-consumer.js';
import { answerSeatsRefused } from './event-bookings/book-event-seats.js';
import { mountEventBookingRoutes } from './event-bookings/event-booking-routes.js';
import { mountGuestBookingRoutes } from './guest-links/guest-booking-routes.js';
import { mountGuestRoutes } from './guests/guest-routes.js';
import { sweepClaims } from './event-bookings/seat-claims.js';
import { mountAvailabilityRoutes } from './reservations/availability-routes.js';
import { mountEventRoomRoutes } from './reservations/event-room-routes.js';
import { mountReservationRoutes } from './reservations/reservation-routes.js';
import { mountFloorRoutes } from './floor/floor-routes.js';
import { mountScheduleRoutes } from './schedule/schedule-routes.js';
import { createScheduleStore } from './schedule/schedule-store.js';
import { mountStaffReservationRoutes } from './reservations/staff-reservation-routes.js';
import { applyRetention } from './retention/retention-job.js';
import { runFollowUps } from './follow-ups/follow-up-job.js';
import { offerFreedSeats } from './waitlist/event-waitlist-offers.js';
import { offerFreedTables } from './waitlist/waitlist-offers.js';
import { mountWaitlistPlaceRoutes } from './waitlist/waitlist-place-routes.js';
import { mountWaitlistRoutes } from './waitlist/waitlist-routes.js';
import { mountPersonalDataRoutes, onDataRequested, onErasureRequested } from './personal-data/personal-data.js';

export const bookingSchema = 'booking';

/**
 * Table reservations and event bookings; holds event seats through the catalog, publishes what happened
 * through its outbox, cancels the bookings of events the catalog deleted, and keeps the retention promise.
 */
export async function startBooking(
  options: Pick<StartServiceOptions, 'bus' | 'logger' | 'host'> & { config: BookingConfig },
): Promise<RunningService> {
  const { config } = options;
  const logger = options.logger ?? createLogger('booking', config.LOG_LEVEL);
  const seats = createCatalogSeats({
    baseUrl: config.CATALOG_URL,
    signer: { issuer: 'booking', key: config.INTERNAL_SIGNING_KEY },
    timeoutMs: config.CATALOG_TIMEOUT_MS,
    logger,
  });
  const events = createCatalogEvents({ baseUrl: config.CATALOG_URL, timeoutMs: config.CATALOG_TIMEOUT_MS, logger });
  const service = await startService({
    ...options,
    logger,
    name: 'booking',
    schema: bookingSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    guardedRoutes: routesOf('booking'),
    include: ['outbox'],
    background: async ({ bus, pool, relay }) => {
      await bus.subscribe(consumerQueue(config.BUS_NAMESPACE, 'booking'), async (message) => {
        if (message.type === catalogEventChanged.type) {
          const changed = await onEventChanged(pool, message);
          logger.info({ eventId: message.id, changed }, 'event changed in the catalog: its bookings follow');
        } else if (message.type === catalogEventScheduled.type) {
          const kept = await onEventScheduled(pool, message);
          logger.info({ messageId: message.id, kept }, 'event scheduled in the catalog: the room keeps its claim');
        } else if (message.type === personalDataRequested.type) {
          await onDataRequested(pool, message);
          logger.info({ messageId: message.id }, 'data request: booking answers its link');
        } else if (message.type === personalDataErasureRequested.type) {
          const erased = await onErasureRequested(pool, message);
          logger.info({ messageId: message.id, erased }, "data request: the guest's records erased");
        } else if (message.type === catalogEventDeleted.type) {
          const cancelled = await onEventDeleted(pool, message);
          logger.info({ eventId: message.id, cancelled }, 'event deleted in the catalog: its bookings cancelled');
        } else {
          throw new Error(`booking does not handle ${message.type}`);
        }
      });
      const stopSweep = every(config.SEAT_SWEEP_INTERVAL_MS, 'seat sweep', logger, () =>
        sweepClaims(pool, seats, logger, config.SEAT_CLAIM_GRACE_MS),
      );
      const schedules = createScheduleStore(pool);
      const stopRetention = every(config.RETENTION_INTERVAL_MS, 'retention', logger, async () =>
        applyRetention(pool, logger, config.RETENTION_DAYS, guestRulesOf(await schedules.current()).profileMonths),
      );
      const followUps = { reminderTime: config.REMINDER_TIME, stillPendingNoticeMinutes: config.STILL_PENDING_NOTICE_MINUTES };
      // Apart, so that one failing never holds the other up.
      const stopWaitlist = every(config.FOLLOW_UP_INTERVAL_MS, 'waitlist', logger, async () => {
        const now = new Date();
        const tables = await offerFreedTables(pool, await schedules.current(), now, config.WAITLIST_OFFER_MINUTES);
        const eventSeats = await offerFreedSeats(pool, events, now, config.WAITLIST_OFFER_MINUTES);
        if (tables + eventSeats === 0) return;
        logger.info({ tables, eventSeats }, 'waitlist: offers made');
        relay?.nudge();
      });
      const stopFollowUps = every(config.FOLLOW_UP_INTERVAL_MS, 'follow-ups', logger, async () => {
        const done = await runFollowUps(pool, followUps, new Date());
        if (Object.values(done).every((count) => count === 0)) return;
        logger.info(done, 'follow-ups recorded');
        relay?.nudge();
      });
      return async () => {
        await stopSweep();
        await stopRetention();
        await stopFollowUps();
        await stopWaitlist();
      };
    },
    routes: (app, deps) => {
      bookingsCreated(deps.metrics);
      // The owner's hours and room, read by every check of this process (docs/decisions.md 110).
      const schedules = createScheduleStore(deps.pool);
      // Availability first: it forgets what it read on every change made through this process, a save included.
      const nextTimes = mountAvailabilityRoutes(app, deps.pool, schedules);
      mountScheduleRoutes(app, deps, schedules);
      mountFloorRoutes(app, deps, schedules);
      mountReservationRoutes(app, deps, schedules, nextTimes);
      mountStaffReservationRoutes(app, deps, schedules, nextTimes);
      mountEventRoomRoutes(app, deps.pool, schedules);
      mountEventBookingRoutes(app, deps, schedules, seats);
      mountGuestBookingRoutes(app, deps, schedules, seats);
      mountWaitlistRoutes(app, deps, schedules, { seats, events });
      mountWaitlistPlaceRoutes(app, deps.pool);
      mountPersonalDataRoutes(app, deps.pool);
      mountGuestRoutes(app, deps);
      // After every route: a seat refusal met by any of them is answered with the catalog's words.
      app.use(answerSeatsRefused);
    },
  }).catch((error: unknown) => {
    seats.close();
    throw error;
  });
  return {
    ...service,
    async stop() {
      await service.stop();
      seats.close();
    },
  };
}
