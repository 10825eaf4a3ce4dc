import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startAuth, authSchema } from '@ristorante/auth';
import { startBooking, bookingSchema } from '@ristorante/booking';
import { startCatalog, catalogSchema } from '@ristorante/catalog';
import { gatewayConfigSchema, startGateway } from '@ristorante/gateway';
import { startInbox, inboxSchema } from '@ristorante/inbox';
import {
  createBus,
  createLogger,
  env,
  loadConfig,
  loadOrCreateSecrets,
  provisionServiceDatabase,
  serviceConfigSchema,
  serviceDatabaseUrl,
  type RunningService,
} from '@ristorante/kit';
import { notifySchema, startNotificationWorker, workerConfigSchema } from '@ristorante/notification-worker';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const embeddedConfigSchema = z.object({
  /** Where the site is served: web app and `/api`. */
  PORT: env.port(8080),
  /** Git-ignored folder for the embedded database and its generated passwords. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  /** An existing PostgreSQL (administrator URL) instead of the embedded one. */
  DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  /** Port of the embedded PostgreSQL; not 5432, so it never collides with a PostgreSQL already installed. */
  EMBEDDED_PG_PORT: env.port(54329),
  /** RabbitMQ instead of the in-process bus. */
  AMQP_URL: env.optionalUrl(['amqp', 'amqps']),
  /** The built web app (`npm run build -w web` makes it). */
  WEB_ROOT: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  LOG_LEVEL: env.logLevel().default('warn'),
});

/** Every service with its schema (and login role of the same name) and how to start it. */
const services = [
  { schema: catalogSchema, start: startCatalog },
  { schema: bookingSchema, start: startBooking },
  { schema: inboxSchema, start: startInbox },
  { schema: authSchema, start: startAuth },
] as const;

/**
 * The whole product in one Node process (design brief, way 1): PostgreSQL (embedded unless DATABASE_URL is
 * given), every service on a loopback port, the notification worker, one in-process bus, and the gateway
 * serving the web app and `/api` on PORT.
 */
export async function startEmbedded(rawEnv: NodeJS.ProcessEnv = process.env): Promise<{ url: string; stop(): Promise<void> }> {
  const config = loadConfig(embeddedConfigSchema, rawEnv);
  const logger = createLogger('embedded', config.LOG_LEVEL);
  const schemas = [...services.map((service) => service.schema), notifySchema];
  const secrets = await loadOrCreateSecrets(config.DATA_DIR, schemas);

  let database: EmbeddedDatabase | undefined;
  const stack: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stack.reverse()) await step().catch((error: unknown) => logger.error({ err: error }, 'stop step failed'));
  };
  try {
    let adminUrl = config.DATABASE_URL;
    if (!adminUrl) {
      database = await startEmbeddedDatabase({
        dataDir: path.join(config.DATA_DIR, 'postgres'),
        port: config.EMBEDDED_PG_PORT,
        password: secrets.postgresPassword,
        logger,
      });
      stack.push(database.stop);
      adminUrl = database.adminUrl;
    }
    const roleUrl = (schema: string) => {
      const service = { schema, role: schema, password: secrets.rolePasswords[schema]! };
      return { service, url: serviceDatabaseUrl(adminUrl, service) };
    };
    for (const schema of schemas) await provisionServiceDatabase(adminUrl, roleUrl(schema).service);

    const baseEnv = { PORT: '0', LOG_LEVEL: config.LOG_LEVEL, ...(config.AMQP_URL ? { AMQP_URL: config.AMQP_URL } : {}) };
    const bus = createBus({
      amqpUrl: config.AMQP_URL,
      logger,
      retryDelaysMs: [1_000, 5_000, 30_000, 120_000],
      exchange: 'restaurant.events',
      connectionName: 'embedded',
    });
    stack.push(() => bus.close());

    // The worker subscribes first: the in-process bus, like RabbitMQ, drops what no queue is bound for, and the
    // services' outbox relays start publishing (events left from the last run) as soon as they start.
    const worker = await startNotificationWorker({
      config: loadConfig(workerConfigSchema, { ...baseEnv, DATABASE_URL: roleUrl(notifySchema).url }),
      bus,
      host: '127.0.0.1',
      logger: createLogger('notification-worker', config.LOG_LEVEL),
    });
    stack.push(() => worker.stop());

    const running: Record<string, RunningService> = {};
    for (const { schema, start } of services) {
      const serviceConfig = loadConfig(serviceConfigSchema(0), { ...baseEnv, DATABASE_URL: roleUrl(schema).url });
      const service = await start({
        config: serviceConfig,
        bus,
        host: '127.0.0.1',
        logger: createLogger(schema, config.LOG_LEVEL),
      });
      running[schema] = service;
      stack.push(() => service.stop());
    }

    const local = (schema: string) => `http://127.0.0.1:${running[schema]!.port}`;
    const gateway = await startGateway({
      config: loadConfig(gatewayConfigSchema, {
        PORT: String(config.PORT),
        CATALOG_URL: local(catalogSchema),
        BOOKING_URL: local(bookingSchema),
        INBOX_URL: local(inboxSchema),
        AUTH_URL: local(authSchema),
        WORKER_URL: `http://127.0.0.1:${worker.port}`,
        WEB_ROOT: config.WEB_ROOT,
        LOG_LEVEL: config.LOG_LEVEL,
      }),
    });
    stack.push(() => gateway.stop());
    return { url: `http://localhost:${gateway.port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
