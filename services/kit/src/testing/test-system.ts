import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { busTopology, type EventEnvelope } from '@ristorante/contracts';
import { InProcessBus, RabbitBus, createLogger, type Bus } from '../index.js';
import { deleteBusNamespace } from './rabbit-topology.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startTestProcess, type RunningTestProcess, type Started, type TestProcess } from './test-process.js';
import { waitFor } from './wait-for.js';

export interface TestSystemOptions {
  /** Every process's BUS_NAMESPACE; one of the test's own unless given (a given `bus` must be made for it). */
  namespace?: string;
  /**
   * How the processes meet: one in-process bus unless given; a bus the test made (shared by all, the test closes
   * it); or RabbitMQ, which each process connects to from AMQP_URL, as in production (the namespace is deleted
   * at the end).
   */
  bus?: Bus | { amqpUrl: string; retryDelaysMs?: number[] };
  /** Topics whose events `published` collects, in order. */
  record?: string[];
}

export interface TestSystem {
  db: TestDatabase;
  namespace: string;
  /** The bus the processes share; on RabbitMQ the test's own connection to it, with the whole topology. */
  bus: Bus;
  /** Every event of the recorded topics published so far (a test may empty it). */
  published: EventEnvelope[];
  /** The queue `published` is filled from, when `record` was given (on a test-made bus the test deletes it). */
  recorderQueue: string | undefined;
  /** A schema in the database with a role of its own, once: its role's URL (for a process the test spawns, say). */
  provision(schema: string): Promise<string>;
  /**
   * Starts a process on this system's database, bus and keys; `stop` stops it. A second one on a schema is a
   * restart or a replica. On the in-process bus a stopped process's consumers stay subscribed (the bus is the
   * system's, and has no unsubscribe): restart a consuming service (booking, the worker) on RabbitMQ.
   */
  start<Config, Running extends Started>(process: TestProcess<Config, Running>): Promise<RunningTestProcess<Running>>;
  /** A query as the database administrator (every schema). */
  sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** A folder of the test's own, removed by `stop`. */
  tempDir(prefix: string): Promise<string>;
  /** Adds work for `stop`, done before what was there already. */
  onStop(cleanup: () => Promise<unknown>): void;
  /** Waits until every outbox has handed its events to the bus. */
  settle(): Promise<void>;
  /**
   * Settles, then waits until nothing more is recorded for a while: what `published` holds then is all there
   * will be, so a test can count events exactly (a late duplicate would show).
   */
  quiet(): Promise<void>;
  /** Undoes everything in reverse: processes, bus, database, folders. */
  stop(): Promise<void>;
}

/** How long nothing new must be recorded before `quiet` counts the events. */
const quietMs = 300;
const silent = createLogger('test-bus', 'silent');

/**
 * A system under test, the one harness of the services' and the gateway's tests (docs/decisions.md 106): a
 * database of its own (each process gets a schema and role in it), a bus namespace of its own, the run's keys,
 * and teardown in one place. `setup` starts what a test needs on it; should setup fail, what it had started is
 * stopped before the error is passed on.
 */
export async function startTestSystem(options?: TestSystemOptions): Promise<TestSystem>;
export async function startTestSystem<T>(options: TestSystemOptions, setup: (system: TestSystem) => Promise<T>): Promise<T>;
export async function startTestSystem<T>(
  options: TestSystemOptions = {},
  setup?: (system: TestSystem) => Promise<T>,
): Promise<T | TestSystem> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  };
  try {
    const system = await assemble(options, cleanups, stop);
    return setup ? await setup(system) : system;
  } catch (error) {
    await stop();
    throw error;
  }
}

async function assemble(
  options: TestSystemOptions,
  cleanups: Array<() => Promise<unknown>>,
  stop: () => Promise<void>,
): Promise<TestSystem> {
  const onStop = (cleanup: () => Promise<unknown>) => void cleanups.push(cleanup);
  const db = await createTestDatabase();
  onStop(() => db.drop());
  const adminPool = new pg.Pool({ connectionString: db.adminUrl, max: 2 });
  onStop(() => adminPool.end());
  const sql = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await adminPool.query<Row>(text, values)).rows;

  const namespace = options.namespace ?? `t.${db.name}`;
  const topology = busTopology(namespace);
  const recorderQueue = options.record ? `${namespace}.test-recorder` : undefined;
  let bus: Bus;
  /** What every process is given to reach the bus: the shared bus itself, or the variables to connect. */
  let shared: Bus | undefined;
  let busEnv: Record<string, string> = { BUS_NAMESPACE: namespace };
  if (options.bus === undefined) {
    bus = shared = new InProcessBus({ logger: silent, queues: topology.queues });
    onStop(() => bus.close());
  } else if ('amqpUrl' in options.bus) {
    const { amqpUrl, retryDelaysMs } = options.bus;
    busEnv = { ...busEnv, AMQP_URL: amqpUrl, ...(retryDelaysMs ? { BUS_RETRY_DELAYS_MS: retryDelaysMs.join(',') } : {}) };
    onStop(() => deleteBusNamespace(amqpUrl, namespace, retryDelaysMs, recorderQueue ? [recorderQueue] : []));
    const rabbit = new RabbitBus({
      url: amqpUrl,
      exchange: topology.exchange,
      queues: topology.queues,
      retryDelaysMs,
      logger: silent,
    });
    onStop(() => rabbit.close());
    await rabbit.waitUntilConnected();
    bus = rabbit;
  } else {
    bus = shared = options.bus;
  }
  const published: EventEnvelope[] = [];
  if (recorderQueue) {
    await bus.subscribe({ queue: recorderQueue, topics: options.record! }, async (message) => {
      published.push(message);
    });
  }

  /** Each schema's URL, provisioned once: a second process on a schema is a replica, or a restart. */
  const provisioned = new Map<string, Promise<string>>();
  const schemas: string[] = [];
  const provision = (schema: string) => {
    if (!provisioned.has(schema)) {
      schemas.push(schema);
      provisioned.set(schema, db.provision(schema));
    }
    return provisioned.get(schema)!;
  };
  const settle = async () => {
    await waitFor('the outboxes to be published', async () => {
      const outboxes = await sql<{ schema: string }>(
        "SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox' AND table_schema = ANY($1)",
        [schemas],
      );
      for (const { schema } of outboxes) {
        const [row] = await sql<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM "${schema}".outbox WHERE published_at IS NULL`,
        );
        if (row!.waiting > 0) return undefined;
      }
      return true;
    });
    // The in-process bus hands a published event to its handlers on the next turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

  return {
    db,
    namespace,
    bus,
    published,
    recorderQueue,
    provision,
    async start<Config, Running extends Started>(process: TestProcess<Config, Running>) {
      let database: Record<string, string> = {};
      if (process.schema) {
        const url = await provision(process.schema);
        database = { DATABASE_URL: process.databaseUrl?.(url) ?? url };
      }
      const started = await startTestProcess(process, { bus: shared, env: { ...busEnv, ...database } });
      // Read at stop time: a test may replace a process's `stop`.
      onStop(() => started.stop());
      return started;
    },
    sql,
    async tempDir(prefix) {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      onStop(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    onStop,
    settle,
    async quiet() {
      for (;;) {
        await settle();
        const before = published.length;
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        if (published.length === before) return;
      }
    },
    stop,
  };
}
