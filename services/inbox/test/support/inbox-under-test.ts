import pg from 'pg';
import { internalContextHeader, type EventEnvelope, type InternalContext, busTopology } from '@ristorante/contracts';
import { InProcessBus, createLogger, loadConfig, signInternalContext, type RunningService } from '@ristorante/kit';
import { testKeys, capturedLogger, createTestDatabase, waitFor, type TestDatabase } from '@ristorante/kit/testing';
import { inboxConfigSchema, startInbox } from '../../src/index.js';

const admin: NonNullable<InternalContext['admin']> = {
  userId: '6f1f3a52-4b7e-4d8c-9b1a-0c2d3e4f5a6b',
  sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'giulia@trattoria.test',
  firstName: 'Giulia',
  role: 'staff',
};

export interface InboxUnderTest {
  db: TestDatabase;
  service: RunningService;
  base: string;
  logs: ReturnType<typeof capturedLogger>;
  /** Every contact.* and feedback.* event published, in order. */
  published: EventEnvelope[];
  /** A guest's call, as the gateway passes it on (client address 198.51.100.23). */
  asGuest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  asAdmin(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Waits until the outbox has handed every event to the bus. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** A real inbox service on a database of its own, its events on an in-process bus. */
export async function startInboxUnderTest(env: Record<string, string> = {}): Promise<InboxUnderTest> {
  const db = await createTestDatabase();
  const bus = new InProcessBus({ logger: createLogger('bus', 'silent'), queues: busTopology('restaurant').queues });
  const published: EventEnvelope[] = [];
  await bus.subscribe({ queue: 'test.inbox-events', topics: ['contact.#', 'feedback.#'] }, async (message) => {
    published.push(message);
  });
  const logs = capturedLogger('inbox');
  const service = await startInbox({
    config: loadConfig(inboxConfigSchema, {
      DATABASE_URL: await db.provision('inbox'),
      ...testKeys.env.service,
      PORT: '0',
      SEED_CONTENT: 'false',
      ...env,
    }),
    bus,
    logger: logs.logger,
    host: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${service.port}`;
  const adminPool = new pg.Pool({ connectionString: db.adminUrl, max: 2 });
  const call = async (context: InternalContext, method: string, target: string, body?: unknown, headers = {}) => {
    const signature = await signInternalContext(testKeys.gateway, context, {
      service: 'inbox',
      method,
      path: target.split('?', 1)[0]!,
    });
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
  const sql = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await adminPool.query<Row>(text, values)).rows;
  return {
    db,
    service,
    base,
    logs,
    published,
    asGuest: (method, target, body, headers) => call({ ip: '198.51.100.23' }, method, target, body, headers),
    asAdmin: (method, target, body, headers) => call({ ip: '203.0.113.7', admin }, method, target, body, headers),
    sql,
    async settle() {
      await waitFor('the outbox to be published', async () =>
        (await sql<{ waiting: number }>('SELECT count(*)::int AS waiting FROM inbox.outbox WHERE published_at IS NULL'))[0]!
          .waiting === 0
          ? true
          : undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async stop() {
      await service.stop();
      await bus.close();
      await adminPool.end();
      await db.drop();
    },
  };
}

export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  subject: 'Geburtstagsfeier',
  message: 'Wir möchten im Dezember mit 20 Personen feiern. Geht das?',
  ...overrides,
});

export const feedbackForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mark Thompson',
  email: 'mark@example.org',
  rating: 5,
  experience: 'Wonderful pasta and a warm welcome.',
  ...overrides,
});
