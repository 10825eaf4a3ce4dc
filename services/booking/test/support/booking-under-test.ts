import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { catalogConfigSchema, startCatalog } from '@ristorante/catalog';
import {
  eventSchema,
  internalContextHeader,
  type EventEnvelope,
  type InternalContext,
  type RestaurantEvent,
  busTopology,
} from '@ristorante/contracts';
import { InProcessBus, createLogger, loadConfig, signInternalContext, type Bus, type RunningService } from '@ristorante/kit';
import { testKeys, capturedLogger, createTestDatabase, waitFor, type TestDatabase } from '@ristorante/kit/testing';
import { bookingConfigSchema, startBooking } from '../../src/index.js';

const admin: NonNullable<InternalContext['admin']> = {
  userId: '6f1f3a52-4b7e-4d8c-9b1a-0c2d3e4f5a6b',
  sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'giulia@trattoria.test',
  firstName: 'Giulia',
  // An owner: these tests also make the events they book (owner-only, docs/decisions.md 86).
  role: 'owner',
};

export interface BookingUnderTest {
  db: TestDatabase;
  booking: RunningService;
  catalog: RunningService;
  bookingBase: string;
  catalogBase: string;
  bookingLogs: ReturnType<typeof capturedLogger>;
  /** Every booking event published (reservation.*, event_booking.*), in order. */
  published: EventEnvelope[];
  /** The bus both services share (a test may deliver an event again on it). */
  bus: Bus;
  /** A guest's call to the booking service, as the gateway passes it on. */
  asGuest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A signed-in admin's call to the booking service. */
  asAdmin(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A signed-in admin's call to the catalog. */
  asCatalogAdmin(method: string, path: string, body?: unknown): Promise<Response>;
  /** Staff create an event in the catalog. */
  createEvent(overrides?: Record<string, unknown>): Promise<RestaurantEvent>;
  readEvent(id: string): Promise<RestaurantEvent>;
  /** Waits until both outboxes have handed every event to the bus (then `published` is complete). */
  settle(): Promise<void>;
  /**
   * Settles, then waits until nothing more has been published for a while: what `published` holds then is all
   * there will be, so a test can count events exactly (a late duplicate would show).
   */
  quiet(): Promise<void>;
  /** A query as the database administrator (both schemas). */
  sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

export interface BookingUnderTestOptions {
  bookingEnv?: Record<string, string>;
  /** The bus both services use; an in-process one unless given. */
  bus?: Bus;
  /** The services' BUS_NAMESPACE (a given bus must be made for it); one of the test's own unless given. */
  namespace?: string;
  /** Start no catalog; booking is pointed at this URL instead (a stopped catalog, say). */
  catalogUrl?: string;
  /** Rewrites the booking service's database URL (through a proxy the test can freeze, say). */
  bookingDatabaseUrl?: (url: string) => string;
}

/** How long nothing new must arrive before the events are counted. */
const quietMs = 300;

/** A real booking service and a real catalog on one test database, sharing one bus, as in production. */
export async function startBookingUnderTest(options: BookingUnderTestOptions = {}): Promise<BookingUnderTest> {
  const db = await createTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'catalog-media-'));
  const namespace = options.namespace ?? `t.${db.name}`;
  const bus = options.bus ?? new InProcessBus({ logger: createLogger('bus', 'silent'), queues: busTopology(namespace).queues });
  const published: EventEnvelope[] = [];
  await bus.subscribe(
    { queue: `test.booking-events.${db.name}`, topics: ['reservation.#', 'event_booking.#'] },
    async (message) => {
      published.push(message);
    },
  );
  const common = async (schema: string) => ({
    DATABASE_URL: await db.provision(schema),
    ...(schema === 'catalog' ? testKeys.env.catalog : testKeys.env.booking),
    PORT: '0',
    BUS_NAMESPACE: namespace,
  });
  const catalog = await startCatalog({
    config: loadConfig(catalogConfigSchema, { ...(await common('catalog')), MEDIA_DIR: mediaDir, SEED_CONTENT: 'false' }),
    bus,
    logger: createLogger('catalog', 'silent'),
    host: '127.0.0.1',
  });
  const catalogBase = `http://127.0.0.1:${catalog.port}`;
  const bookingLogs = capturedLogger('booking');
  const bookingCommon = await common('booking');
  const booking = await startBooking({
    config: loadConfig(bookingConfigSchema, {
      ...bookingCommon,
      DATABASE_URL: options.bookingDatabaseUrl?.(bookingCommon.DATABASE_URL) ?? bookingCommon.DATABASE_URL,
      CATALOG_URL: options.catalogUrl ?? catalogBase,
      ...options.bookingEnv,
    }),
    bus,
    logger: bookingLogs.logger,
    host: '127.0.0.1',
  });
  if (options.catalogUrl) await catalog.stop();
  const bookingBase = `http://127.0.0.1:${booking.port}`;
  const adminPool = new pg.Pool({ connectionString: db.adminUrl, max: 2 });

  const settle = async () => {
    await waitFor('the outboxes to be published', async () => {
      const { rows } = await adminPool.query<{ waiting: number }>(
        `SELECT (SELECT count(*) FROM booking.outbox WHERE published_at IS NULL)
                + (SELECT count(*) FROM catalog.outbox WHERE published_at IS NULL) AS waiting`,
      );
      return rows[0]!.waiting === 0 ? true : undefined;
    });
    // The in-process bus hands a published event to its handlers on the next turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

  const call = async (
    base: string,
    service: string,
    context: InternalContext,
    method: string,
    target: string,
    body?: unknown,
    headers = {},
  ) => {
    const signature = await signInternalContext(testKeys.gateway, context, { service, method, path: target.split('?', 1)[0]! });
    return fetch(`${base}${target}`, {
      method,
      headers: {
        [internalContextHeader]: signature,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  const asCatalogAdmin = (method: string, target: string, body?: unknown) =>
    call(catalogBase, 'catalog', { ip: '203.0.113.7', admin }, method, target, body);

  return {
    db,
    booking,
    catalog,
    bookingBase,
    catalogBase,
    bookingLogs,
    published,
    bus,
    asGuest: (method, target, body, headers) =>
      call(bookingBase, 'booking', { ip: '198.51.100.23' }, method, target, body, headers),
    asAdmin: (method, target, body, headers) =>
      call(bookingBase, 'booking', { ip: '203.0.113.7', admin }, method, target, body, headers),
    asCatalogAdmin,
    async createEvent(overrides = {}) {
      const answer = await asCatalogAdmin('POST', '/api/events', {
        title_en: 'Sicilian Wine Evening',
        title_de: 'Sizilianischer Weinabend',
        description_en: 'Six wines from Etna with small plates.',
        event_date: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
        price: 49.5,
        max_attendees: 20,
        ...overrides,
      });
      if (answer.status !== 201) throw new Error(`event not created: ${answer.status} ${await answer.text()}`);
      return eventSchema.parse(await answer.json());
    },
    async readEvent(id) {
      return eventSchema.parse(await (await fetch(`${catalogBase}/api/events/${id}`)).json());
    },
    sql: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await adminPool.query<Row>(text, values)).rows,
    settle,
    async quiet() {
      for (;;) {
        await settle();
        const before = published.length;
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        if (published.length === before) return;
      }
    },
    async stop() {
      await booking.stop();
      if (!options.catalogUrl) await catalog.stop();
      if (!options.bus) await bus.close();
      await adminPool.end();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
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
