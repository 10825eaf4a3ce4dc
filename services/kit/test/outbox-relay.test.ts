import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEvent, type EventEnvelope } from '@ristorante/contracts';
import {
  createLogger,
  createPool,
  InProcessBus,
  migrate,
  recordEvent,
  startOutboxRelay,
  withTransaction,
  type Bus,
  type Pool,
} from '../src/index.js';
import { createTestDatabase, waitFor, type TestDatabase } from '../src/testing/index.js';

const noteAdded = defineEvent('note.added', z.object({ body: z.string() }));
const logger = createLogger('test', 'silent');
const migrationsDir = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));

let db: TestDatabase;
let url: string;
let pool: Pool;
let bus: InProcessBus;
let received: EventEnvelope[];

beforeAll(async () => {
  db = await createTestDatabase();
  url = await db.provision('notes');
  await migrate({ connectionString: url, schema: 'notes', dir: migrationsDir, include: ['outbox'], logger });
  pool = createPool({ connectionString: url, schema: 'notes' });
  // As in every service: an idle connection the server ends is logged, not fatal.
  pool.on('error', () => undefined);
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

async function freshBus(): Promise<void> {
  await pool.query('DELETE FROM outbox');
  received = [];
  bus = new InProcessBus({ logger, retryDelaysMs: [] });
  await bus.subscribe({ queue: 'observer', topics: ['#'] }, async (message) => void received.push(message));
}
afterEach(async () => {
  await bus.close();
});

const addNote = (body: string) =>
  withTransaction(pool, async (client) => {
    await client.query('INSERT INTO notes (body) VALUES ($1)', [body]);
    return recordEvent(client, noteAdded, { body });
  });

const unpublished = async () =>
  (await pool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0].n as number;

describe('transactional outbox', () => {
  it('when the change commits, then its event is published once and marked sent', async () => {
    await freshBus();
    const relay = startOutboxRelay({ pool, bus, logger, pollIntervalMs: 20 });
    const event = await addNote('committed');
    relay.nudge();
    await waitFor('the event on the bus', () => received[0]);
    await relay.stop();
    expect(received).toEqual([event]);
    expect(await unpublished()).toBe(0);
  });

  it('when the change rolls back, then its event never exists', async () => {
    await freshBus();
    await expect(
      withTransaction(pool, async (client) => {
        await recordEvent(client, noteAdded, { body: 'doomed' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const relay = startOutboxRelay({ pool, bus, logger });
    await relay.drain();
    await relay.stop();
    expect(received).toEqual([]);
    expect((await pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(0);
  });

  it('when the payload breaks the event schema, then nothing is written', async () => {
    await freshBus();
    await expect(
      withTransaction(pool, (client) => recordEvent(client, noteAdded, { body: 42 } as unknown as { body: string })),
    ).rejects.toThrow();
    expect((await pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(0);
  });

  it('when the bus is down, then events wait in the outbox and go out once it is back', async () => {
    await freshBus();
    let down = true;
    const flaky: Bus = {
      ...bus,
      publish: (message) => (down ? Promise.reject(new Error('broker unreachable')) : bus.publish(message)),
      subscribe: bus.subscribe.bind(bus),
      takeDeadLetters: bus.takeDeadLetters.bind(bus),
      check: bus.check.bind(bus),
      close: bus.close.bind(bus),
    };
    const relay = startOutboxRelay({ pool, bus: flaky, logger, pollIntervalMs: 20 });
    const events = [await addNote('a'), await addNote('b')];
    await waitFor('a failed attempt recorded', async () =>
      (await pool.query('SELECT 1 FROM outbox WHERE attempts > 0 LIMIT 1')).rowCount ? true : undefined,
    );
    expect(received).toEqual([]);
    down = false;
    await waitFor('both events', () => (received.length === 2 ? true : undefined));
    await relay.stop();
    expect(received.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(await unpublished()).toBe(0);
  });

  it('when a relay is killed mid-batch, then a new relay publishes every event and none is lost', async () => {
    await freshBus();
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 10; i++) events.push(await addNote(`note ${i}`));

    // The first relay's database connection is killed after it has handed 3 of 10 events to the bus.
    const killer = new pg.Client({ connectionString: db.adminUrl });
    await killer.connect();
    let published = 0;
    let killing: Promise<unknown> | undefined;
    const dying: Bus = {
      publish: async (message) => {
        published += 1;
        if (published <= 3) return bus.publish(message);
        await (killing ??= killer.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle in transaction'`,
        ));
        throw new Error('relay killed');
      },
      subscribe: bus.subscribe.bind(bus),
      takeDeadLetters: bus.takeDeadLetters.bind(bus),
      check: bus.check.bind(bus),
      close: async () => undefined,
    };
    // The relay's own first pass takes the batch (it starts one at once) and dies in the middle of it.
    const firstRelay = startOutboxRelay({ pool, bus: dying, logger, batchSize: 10, pollIntervalMs: 60_000 });
    await waitFor('the first relay to be killed', () => (killing ? killing.then(() => true) : undefined));
    await firstRelay.stop();
    await killer.end();
    expect(await unpublished()).toBe(10);

    const secondRelay = startOutboxRelay({ pool, bus, logger, pollIntervalMs: 20 });
    await waitFor('every event', () => (new Set(received.map((e) => e.id)).size === 10 ? true : undefined));
    await secondRelay.stop();
    expect(new Set(received.map((e) => e.id))).toEqual(new Set(events.map((e) => e.id)));
    expect(await unpublished()).toBe(0);
  });

  it('when several relays run at once, then every event is published and marked sent', async () => {
    await freshBus();
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 50; i++) events.push(await addNote(`busy ${i}`));
    const relays = [1, 2, 3].map(() => startOutboxRelay({ pool, bus, logger, batchSize: 5, pollIntervalMs: 10 }));
    await waitFor('all fifty', () => (new Set(received.map((e) => e.id)).size === 50 ? true : undefined));
    await Promise.all(relays.map((relay) => relay.stop()));
    expect(new Set(received.map((e) => e.id))).toEqual(new Set(events.map((e) => e.id)));
    expect(received).toHaveLength(50);
    expect(await unpublished()).toBe(0);
  });
});
