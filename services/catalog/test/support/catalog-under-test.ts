import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { internalContextHeader, type EventEnvelope, type InternalContext, busTopology } from '@ristorante/contracts';
import { InProcessBus, createLogger, loadConfig, signInternalContext, type RunningService } from '@ristorante/kit';
import { testKeys, capturedLogger, createTestDatabase, type TestDatabase } from '@ristorante/kit/testing';
import { catalogConfigSchema, startCatalog } from '../../src/index.js';

export const testAdmin: NonNullable<InternalContext['admin']> = {
  userId: '6f1f3a52-4b7e-4d8c-9b1a-0c2d3e4f5a6b',
  sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'giulia@trattoria.test',
  firstName: 'Giulia',
  role: 'owner',
};

export interface CatalogUnderTest {
  db: TestDatabase;
  service: RunningService;
  base: string;
  mediaDir: string;
  /** Every event the catalog published, in order. */
  published: EventEnvelope[];
  logs: ReturnType<typeof capturedLogger>;
  /** A call as the gateway passes on a signed-in admin's request. */
  asAdmin(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The headers the gateway adds to a signed-in admin's call, for requests made by hand. */
  adminHeaders(method: string, path: string): Promise<Record<string, string>>;
  /** A call from another service (the booking service's seat holds). */
  asService(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A query as the database administrator, for arranging rows and checking what was stored. */
  sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/** A real catalog on a database of its own, its uploads in a temporary folder and its events on an in-process bus. */
export async function startCatalogUnderTest(env: Record<string, string> = {}): Promise<CatalogUnderTest> {
  const db = await createTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'catalog-media-'));
  const logs = capturedLogger('catalog');
  const bus = new InProcessBus({ logger: createLogger('bus', 'silent'), queues: busTopology('restaurant').queues });
  const published: EventEnvelope[] = [];
  await bus.subscribe({ queue: 'test.catalog-events', topics: ['catalog.#'] }, async (message) => {
    published.push(message);
  });
  const config = loadConfig(catalogConfigSchema, {
    DATABASE_URL: await db.provision('catalog'),
    ...testKeys.env.catalog,
    PORT: '0',
    MEDIA_DIR: mediaDir,
    SEED_CONTENT: 'false',
    // Reads straight from the database, so a test's own SQL shows at once; public-read-cache.test.ts turns it on.
    PUBLIC_READ_CACHE_MS: '0',
    ...env,
  });
  const service = await startCatalog({ config, bus, logger: logs.logger, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${service.port}`;
  const admin = new pg.Pool({ connectionString: db.adminUrl, max: 2 });

  const sign = (context: InternalContext, method: string, target: string) =>
    signInternalContext(testKeys.gateway, context, { service: 'catalog', method, path: target.split('?', 1)[0]! });
  const adminContext: InternalContext = { ip: '203.0.113.7', admin: testAdmin };
  const signedCall = async (context: InternalContext, method: string, target: string, body?: unknown, headers = {}) => {
    const signature = await sign(context, method, target);
    const isJson = body !== undefined && !(body instanceof FormData);
    return fetch(`${base}${target}`, {
      method,
      headers: { [internalContextHeader]: signature, ...(isJson ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as FormData),
    });
  };

  return {
    db,
    service,
    base,
    mediaDir,
    published,
    logs,
    asAdmin: (method, target, body, headers) => signedCall(adminContext, method, target, body, headers),
    adminHeaders: async (method, target) => ({ [internalContextHeader]: await sign(adminContext, method, target) }),
    asService: (method, target, body, headers) => signedCall({ ip: '203.0.113.8' }, method, target, body, headers),
    sql: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await admin.query<Row>(text, values)).rows,
    async stop() {
      await service.stop();
      await bus.close();
      await admin.end();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A valid menu item form, German and English; override what a test is about. */
export function menuItemForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    titleDe: 'Tagliatelle al ragù',
    titleEn: 'Tagliatelle with ragù',
    descriptionDe: 'Hausgemachte Bandnudeln mit langsam geschmortem Ragù',
    descriptionEn: 'Homemade ribbon pasta with slow-cooked ragù',
    category: 'pasta',
    price: 14.5,
    ...overrides,
  };
}

/** A valid event form; the date defaults to ten days ahead. */
export function eventForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title_en: 'Sicilian Wine Evening',
    title_de: 'Sizilianischer Weinabend',
    description_en: 'Six wines from Etna with small plates.',
    description_de: 'Sechs Weine vom Ätna mit kleinen Gerichten.',
    event_date: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    price: 49,
    max_attendees: 20,
    ...overrides,
  };
}
