import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEvent, type EventEnvelope } from '@ristorante/contracts';
import {
  createLogger,
  createPool,
  changeRecordingEvent,
  currentRequestId,
  InProcessBus,
  migrate,
  recordEvent,
  requestContext,
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
/** A fresh bus with no queue at all: only what a test subscribes is routed, anything else fails to publish. */
async function bareBus(): Promise<void> {
  await pool.query('DELETE FROM outbox');
  received = [];
  bus = new InProcessBus({ logger, retryDelaysMs: [] });
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

  it('when a change records its event in the same statement, then both are there with the change’s rows answered; when the statement fails, neither', async () => {
    await freshBus();
    const rows = await withTransaction(pool, (client) =>
      changeRecordingEvent<{ id: number; body: string }, { body: string }>(
        client,
        { text: 'INSERT INTO notes (body) VALUES ($1) RETURNING id, body', values: ['together'] },
        noteAdded,
        { body: 'together' },
      ),
    );
    expect(rows).toEqual([{ id: expect.any(Number), body: 'together' }]);
    const relay = startOutboxRelay({ pool, bus, logger });
    await relay.drain();
    await relay.stop();
    expect(received.map((message) => [message.type, message.payload])).toEqual([['note.added', { body: 'together' }]]);

    await expect(
      withTransaction(pool, (client) =>
        changeRecordingEvent(client, { text: 'INSERT INTO notes (body) VALUES ($1) RETURNING id', values: [null] }, noteAdded, {
          body: 'refused',
        }),
      ),
    ).rejects.toThrow(/null value/);
    expect((await pool.query("SELECT count(*)::int AS n FROM outbox WHERE payload->>'body' = 'refused'")).rows[0].n).toBe(0);
  });

  it('when a change says when its event is due (onlyWhen), then it is recorded only then, in the change’s own statement', async () => {
    const outboxFor = async (body: string) =>
      (await pool.query("SELECT count(*)::int AS n FROM outbox WHERE payload->>'body' = $1", [body])).rows[0].n as number;
    const insertIfShort = (body: string) =>
      // Given the pool, not a transaction's client: the statement is its own transaction.
      changeRecordingEvent<{ id: number }, { body: string }>(
        pool,
        {
          text: 'INSERT INTO notes (body) SELECT $1::text WHERE length($1::text) < 8 RETURNING id',
          values: [body],
          onlyWhen: 'EXISTS (SELECT 1 FROM change)',
        },
        noteAdded,
        { body },
      );
    expect(await insertIfShort('short')).toHaveLength(1);
    expect(await insertIfShort('far too long')).toHaveLength(0);
    expect(await outboxFor('short')).toBe(1);
    expect(await outboxFor('far too long')).toBe(0);
  });

  it('when the bus is down, then events wait in the outbox and go out once it is back', async () => {
    await freshBus();
    let down = true;
    const flaky: Bus = {
      ...bus,
      publish: (message) => (down ? Promise.reject(new Error('broker unreachable')) : bus.publish(message)),
      subscribe: bus.subscribe.bind(bus),
      takeDeadLetters: bus.takeDeadLetters.bind(bus),
      countDeadLetters: bus.countDeadLetters.bind(bus),
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
      countDeadLetters: bus.countDeadLetters.bind(bus),
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

  it('when an event of an aggregate cannot be published, then its later events wait behind it and other aggregates go on', async () => {
    await bareBus();
    const step = (type: string) => defineEvent(type, z.object({ noteId: z.string() }), (note) => `note:${note.noteId}`);
    const [opened, closed] = [step('note.opened'), step('note.closed')];
    const record = (definition: typeof opened, noteId: string) =>
      withTransaction(pool, (client) => recordEvent(client, definition, { noteId }));
    // Nobody takes 'note.opened' yet: its publish fails (unrouted) until a queue is bound for it.
    const observed: EventEnvelope[] = [];
    await bus.subscribe({ queue: 'ordered', topics: ['note.closed'] }, async (message) => void observed.push(message));
    const relay = startOutboxRelay({ pool, bus, logger, pollIntervalMs: 20, backoffMs: 50, maxBackoffMs: 100 });
    const first = await record(opened, 'x');
    const second = await record(closed, 'x');
    const other = await record(closed, 'y');
    relay.nudge();

    await waitFor('the other note’s event', () => (observed.some((e) => e.id === other.id) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(observed.map((e) => e.id)).toEqual([other.id]);

    await bus.subscribe({ queue: 'ordered', topics: ['note.opened'] }, async (message) => void observed.push(message));
    await waitFor('note x’s two events', () => (observed.length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await relay.stop();
    expect(observed.filter((e) => e.id !== other.id).map((e) => e.id)).toEqual([first.id, second.id]);
    expect(await unpublished()).toBe(0);
  });

  it('when an event keeps failing, then it is tried again after growing waits, not on every pass', async () => {
    await bareBus();
    const unwanted = defineEvent('unwanted.event', z.object({}));
    const relay = startOutboxRelay({ pool, bus, logger, pollIntervalMs: 10, backoffMs: 100, maxBackoffMs: 400 });
    const event = await withTransaction(pool, (client) => recordEvent(client, unwanted, {}));
    relay.nudge();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await relay.stop();

    const { rows } = await pool.query(
      'SELECT attempts, last_error, next_attempt_at > now() AS waiting FROM outbox WHERE id = $1',
      [event.id],
    );
    // Tries at about 0, 0.1, 0.3, 0.7 and 1.1 s: five, where a try on every 10 ms pass would have made ~150.
    expect(rows[0].attempts).toBeGreaterThanOrEqual(3);
    expect(rows[0].attempts).toBeLessThanOrEqual(6);
    expect(rows[0].last_error).toContain('no queue takes unwanted.event');
  });

  it('when events wait longer than the stuck limit, then the backlog says they are stuck and why', async () => {
    await bareBus();
    const unwanted = defineEvent('unwanted.event', z.object({}));
    const relay = startOutboxRelay({ pool, bus, logger, pollIntervalMs: 10, backoffMs: 50, stuckAfterMs: 200 });
    expect(await relay.backlog()).toEqual({ waiting: 0, oldestMs: 0, stuck: 0, lastError: undefined });
    await withTransaction(pool, (client) => recordEvent(client, unwanted, {}));
    relay.nudge();

    const stuck = await waitFor('the event to count as stuck', async () => {
      const backlog = await relay.backlog();
      return backlog.stuck > 0 ? backlog : undefined;
    });
    await relay.stop();
    expect(stuck).toMatchObject({ waiting: 1, stuck: 1 });
    expect(stuck.oldestMs).toBeGreaterThanOrEqual(200);
    expect(stuck.lastError).toContain('no queue takes unwanted.event');
  });
});

describe('the outbox and the request that recorded an event (docs/decisions.md 118)', () => {
  it('when an event is recorded while serving a request, then it leaves with that request id, and the relay’s later passes carry none', async () => {
    await freshBus();
    const publishedIn: Array<string | undefined> = [];
    const watching: Bus = {
      ...bus,
      publish: (message) => {
        publishedIn.push(currentRequestId());
        return bus.publish(message);
      },
      subscribe: bus.subscribe.bind(bus),
      takeDeadLetters: bus.takeDeadLetters.bind(bus),
      countDeadLetters: bus.countDeadLetters.bind(bus),
      check: bus.check.bind(bus),
      close: bus.close.bind(bus),
    };
    // Only a nudge starts a pass after the first.
    const relay = startOutboxRelay({ pool, bus: watching, logger, pollIntervalMs: 60_000 });
    // Its first pass over (a nudge during a pass is taken up by the pass's end, outside any request).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await requestContext.run({ requestId: 'guest-request-1' }, async () => {
      await addNote('traced');
      relay.nudge();
    });
    await addNote('untraced');
    relay.nudge();
    await waitFor('both events', () => (received.length === 2 ? true : undefined));
    await relay.stop();
    const byBody = Object.fromEntries(received.map((event) => [(event.payload as { body: string }).body, event.correlationId]));
    expect(byBody).toEqual({ traced: 'guest-request-1', untraced: undefined });
    expect(publishedIn).toEqual([undefined, undefined]);
  });
});
