import {
  defaultHouseSchedule,
  eventSchema,
  publishedScheduleSchema,
  type HouseSchedule,
  type PublishedSchedule,
  type RestaurantEvent,
} from '@ristorante/contracts';
import type { Bus, RunningService } from '@ristorante/kit';
import {
  startTestSystem,
  type CapturedLogs,
  type RunningTestProcess,
  type SignedCall,
  type TestSystem,
} from '@ristorante/kit/testing';
import { catalogProcess, eventForm } from '../../../catalog/test/support/catalog-under-test.js';
import { bookingConfigSchema, startBooking } from '../../src/index.js';

/** The booking service as a process of a test system, calling the catalog at `catalogUrl`. */
export const bookingProcess = (catalogUrl: string, env: Record<string, string> = {}) => ({
  name: 'booking',
  schema: 'booking',
  start: startBooking,
  config: bookingConfigSchema,
  // The follow-ups run once at start and then hourly: a test runs them itself, at the moment it chooses.
  env: { CATALOG_URL: catalogUrl, FOLLOW_UP_INTERVAL_MS: '3600000', ...env },
});

/** Booking and the catalog on one test system (`published`: every reservation.*, event_booking.* and schedule.* event). */
export type BookingUnderTest = TestSystem & {
  booking: RunningTestProcess<RunningService>;
  catalog: RunningTestProcess<RunningService>;
  bookingBase: string;
  catalogBase: string;
  bookingLogs: CapturedLogs;
  /** A guest's call to the booking service, as the gateway passes it on. */
  asGuest: SignedCall;
  /** A signed-in admin's call to the booking service (an owner: these tests also make the events they book). */
  asAdmin: SignedCall;
  /** A signed-in admin's call to the catalog. */
  asCatalogAdmin: SignedCall;
  /** Staff create an event in the catalog. */
  createEvent(overrides?: Record<string, unknown>): Promise<RestaurantEvent>;
  readEvent(id: string): Promise<RestaurantEvent>;
  /** An owner saves the opening schedule with `changes` (docs/decisions.md 110); fails the test if refused. */
  saveSchedule(changes?: Partial<HouseSchedule>): Promise<PublishedSchedule>;
};

export interface BookingUnderTestOptions {
  bookingEnv?: Record<string, string>;
  /** The owner's schedule the tests run with: the opening one with these changes (a smaller room, say). */
  schedule?: Partial<HouseSchedule>;
  /** The bus both services use; an in-process one unless given. */
  bus?: Bus;
  /** The services' BUS_NAMESPACE (a given bus must be made for it); one of the test's own unless given. */
  namespace?: string;
  /** Start no catalog; booking is pointed at this URL instead (a stopped catalog, say). */
  catalogUrl?: string;
  /** Rewrites the booking service's database URL (through a proxy the test can freeze, say). */
  bookingDatabaseUrl?: (url: string) => string;
}

/** A real booking service and a real catalog on one test database, sharing one bus, as in production. */
export function startBookingUnderTest(options: BookingUnderTestOptions = {}): Promise<BookingUnderTest> {
  const { bus, namespace } = options;
  return startTestSystem(
    { bus, namespace, record: ['reservation.#', 'event_booking.#', 'waitlist.#', 'personal_data.#', 'schedule.#'] },
    async (system) => {
      // The catalog's logs are not kept: 300 concurrent bookings stay within booking's time limit for its calls.
      const catalog = await system.start({ ...catalogProcess(await system.tempDir('catalog-media-')), captureLogs: false });
      const booking = await system.start({
        ...bookingProcess(options.catalogUrl ?? catalog.base, options.bookingEnv),
        databaseUrl: options.bookingDatabaseUrl,
      });
      if (options.catalogUrl) await catalog.stop();
      const saveSchedule = async (changes: Partial<HouseSchedule> = {}) => {
        const current = await booking.asGuest('GET', '/api/schedule');
        const { version } = publishedScheduleSchema.parse(await current.json());
        const answer = await booking.asAdmin(
          'PUT',
          '/api/admin/schedule',
          { ...defaultHouseSchedule, ...changes },
          {
            'if-match': `"${version}"`,
          },
        );
        if (answer.status !== 200) throw new Error(`schedule not saved: ${answer.status} ${await answer.text()}`);
        return publishedScheduleSchema.parse(await answer.json());
      };
      if (options.schedule) await saveSchedule(options.schedule);
      return {
        saveSchedule,
        ...system,
        booking,
        catalog,
        bookingBase: booking.base,
        catalogBase: catalog.base,
        bookingLogs: booking.logs,
        asGuest: booking.asGuest,
        asAdmin: booking.asAdmin,
        asCatalogAdmin: catalog.asAdmin,
        async createEvent(overrides = {}) {
          // €49.50 a seat: the prices booking's tests check in cents (4950, 14850 for three).
          const answer = await catalog.asAdmin('POST', '/api/events', eventForm({ price: 49.5, ...overrides }));
          if (answer.status !== 201) throw new Error(`event not created: ${answer.status} ${await answer.text()}`);
          return eventSchema.parse(await answer.json());
        },
        async readEvent(id) {
          return eventSchema.parse(await (await fetch(`${catalog.base}/api/events/${id}`)).json());
        },
      };
    },
  );
}

/** A valid reservation form for a date some days ahead; override what a test is about. */
export function reservationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Anna Schmidt',
    phone: '+49 30 1234567',
    email: 'anna@example.org',
    date: daysAhead(7),
    time: '19:00',
    guests: 2,
    ...overrides,
  };
}

export function eventBookingForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Luca Bianchi', email: 'luca@example.org', phone: '+49 170 1234567', guests: 2, ...overrides };
}

/** The Berlin calendar date `days` from now (a few hours' difference from UTC never matters a week ahead). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}
