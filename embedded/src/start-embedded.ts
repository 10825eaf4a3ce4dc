import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { busTopology } from '@ristorante/contracts';
import { authConfigSchema, authSchema, startAuth } from '@ristorante/auth';
import { bookingConfigSchema, bookingSchema, startBooking } from '@ristorante/booking';
import { catalogConfigSchema, catalogSchema, startCatalog } from '@ristorante/catalog';
import { gatewayConfigSchema, startGateway } from '@ristorante/gateway';
import { inboxConfigSchema, inboxSchema, startInbox } from '@ristorante/inbox';
import {
  createBus,
  createLogger,
  env,
  loadConfig,
  loadOrCreateSecrets,
  newInternalKeyPair,
  provisionServiceDatabase,
  serviceDatabaseUrl,
} from '@ristorante/kit';
import { notifySchema, startNotificationWorker, workerConfigSchema } from '@ristorante/notification-worker';
import { rendererConfigSchema, startRenderer } from '@ristorante/renderer';
import { startEmbeddedDatabase } from './embedded-database.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Retries of the in-process bus: a failing mail is tried five times over about two and a half minutes. */
const embeddedRetryDelaysMs = [1_000, 5_000, 30_000, 120_000];

export const embeddedConfigSchema = z.object({
  /** Where the site is served: web app and `/api`. */
  PORT: env.port(8080),
  /**
   * The interface it listens on: this machine only, unless told (`HOST=0.0.0.0` to show it to the network). A
   * laptop running `make start` in a café does not share its dashboard with the café (docs/decisions.md 123).
   */
  HOST: z.string().min(1).default('127.0.0.1'),
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
  /** The site's public address, for the pages' canonical and hreflang links and the sitemap (default: this one). */
  PUBLIC_ORIGIN: env.optionalUrl(['http', 'https']),
  /** The web app's pages built for Node (`npm run build -w web` makes it). */
  RENDER_MODULE: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist-server', 'render-site.js')),
  LOG_LEVEL: env.logLevel().default('warn'),
});

/**
 * The whole product in one Node process (docs/decisions.md 10; docs/product.md, 'How it is run'): PostgreSQL (embedded
 * unless DATABASE_URL is given), every service on a loopback port, the notification worker, one in-process bus, and the
 * gateway serving the web app and `/api` on PORT. With no admin yet and none configured, it makes one and prints the
 * password once.
 */
export async function startEmbedded(
  rawEnv: NodeJS.ProcessEnv = process.env,
  /** Whether a first admin it makes is printed (not when the install is made only to be restored into). */
  { announceFirstAdmin = true }: { announceFirstAdmin?: boolean } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const config = loadConfig(embeddedConfigSchema, rawEnv);
  const logger = createLogger('embedded', config.LOG_LEVEL);
  const schemas = [catalogSchema, bookingSchema, inboxSchema, authSchema, notifySchema, 'gateway'];
  const secrets = await loadOrCreateSecrets(config.DATA_DIR, schemas, ['AUTH_TOKEN_SECRET']);

  const stack: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stack.reverse()) await step().catch((error: unknown) => logger.error({ err: error }, 'stop step failed'));
  };
  try {
    let adminUrl = config.DATABASE_URL;
    if (!adminUrl) {
      const database = await startEmbeddedDatabase({
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

    // The gateway's and the booking service's signing keys (docs/decisions.md 100), new at every start: a context
    // lives seconds, so nothing signed before a restart needs to outlive it.
    const gatewayKeys = newInternalKeyPair();
    const bookingKeys = newInternalKeyPair();
    const envOf = (schema: string) => ({
      PORT: '0',
      LOG_LEVEL: config.LOG_LEVEL,
      DATABASE_URL: roleUrl(schema).url,
      ...(config.AMQP_URL ? { AMQP_URL: config.AMQP_URL } : {}),
    });
    // The services take the gateway's contexts; the worker takes none and holds no key.
    const serviceEnvOf = (schema: string) => ({ ...envOf(schema), GATEWAY_PUBLIC_KEY: gatewayKeys.publicKey });
    const bus = createBus({
      amqpUrl: config.AMQP_URL,
      logger,
      retryDelaysMs: embeddedRetryDelaysMs,
      topology: busTopology('restaurant'),
      connectionName: 'embedded',
    });
    stack.push(() => bus.close());
    const shared = { bus, host: '127.0.0.1' };

    const worker = await startNotificationWorker({
      ...shared,
      // Without SMTP_URL, mails are written as .eml files beside the database, to open in any mail program.
      config: loadConfig(workerConfigSchema, {
        ...envOf(notifySchema),
        // The worker counts its last try by the delays of the bus it really uses.
        BUS_RETRY_DELAYS_MS: embeddedRetryDelaysMs.join(','),
        MAIL_DIR: path.join(config.DATA_DIR, 'mail'),
        ...(rawEnv.SMTP_URL ? { SMTP_URL: rawEnv.SMTP_URL } : {}),
        ...(rawEnv.STAFF_EMAIL ? { STAFF_EMAIL: rawEnv.STAFF_EMAIL } : {}),
        ...(rawEnv.STAFF_MAIL_LOCALE ? { STAFF_MAIL_LOCALE: rawEnv.STAFF_MAIL_LOCALE } : {}),
        SITE_URL: `http://localhost:${config.PORT}`,
      }),
      logger: createLogger('notification-worker', config.LOG_LEVEL),
    });
    stack.push(() => worker.stop());

    const ports: Record<string, number> = {};
    const catalog = await startCatalog({
      ...shared,
      // Uploaded images live beside the database, in the git-ignored data folder.
      config: loadConfig(catalogConfigSchema, {
        ...serviceEnvOf(catalogSchema),
        MEDIA_DIR: path.join(config.DATA_DIR, 'media'),
        BOOKING_PUBLIC_KEY: bookingKeys.publicKey,
      }),
      logger: createLogger(catalogSchema, config.LOG_LEVEL),
    });
    ports[catalogSchema] = catalog.port;
    stack.push(() => catalog.stop());
    const booking = await startBooking({
      ...shared,
      // Event seats are held at the catalog, over loopback like everything else here.
      config: loadConfig(bookingConfigSchema, {
        ...serviceEnvOf(bookingSchema),
        CATALOG_URL: `http://127.0.0.1:${catalog.port}`,
        INTERNAL_SIGNING_KEY: bookingKeys.privateKey,
      }),
      logger: createLogger(bookingSchema, config.LOG_LEVEL),
    });
    ports[bookingSchema] = booking.port;
    stack.push(() => booking.stop());
    const inbox = await startInbox({
      ...shared,
      // Google reviews join the reviews page when the operator gives a Places key and place id.
      config: loadConfig(inboxConfigSchema, { ...serviceEnvOf(inboxSchema), ...googleFrom(rawEnv) }),
      logger: createLogger(inboxSchema, config.LOG_LEVEL),
    });
    ports[inboxSchema] = inbox.port;
    stack.push(() => inbox.stop());
    const auth = await startAuth({
      ...shared,
      config: loadConfig(authConfigSchema, {
        ...serviceEnvOf(authSchema),
        AUTH_TOKEN_SECRET: secrets.appSecrets.AUTH_TOKEN_SECRET,
        ...adminFrom(rawEnv),
      }),
      logger: createLogger(authSchema, config.LOG_LEVEL),
      generateFirstAdmin: true,
      onFirstAdmin: (admin) => {
        if (!announceFirstAdmin) return;
        console.log(`\n  First admin created. Sign in at /de/admin/login as ${admin.username} (${admin.email})`);
        if (!rawEnv.ADMIN_PASSWORD)
          console.log(`  with the password ${admin.password}   (shown this once: keep it, or change it after signing in)`);
      },
    });
    ports[authSchema] = auth.port;
    stack.push(() => auth.stop());

    const local = (schema: string) => `http://127.0.0.1:${ports[schema]}`;
    const pagesDir = path.join(config.DATA_DIR, 'pages');
    const rendering = existsSync(config.RENDER_MODULE);
    const gateway = await startGateway({
      config: loadConfig(gatewayConfigSchema, {
        PORT: String(config.PORT),
        HOST: config.HOST,
        CATALOG_URL: local(catalogSchema),
        BOOKING_URL: local(bookingSchema),
        INBOX_URL: local(inboxSchema),
        AUTH_URL: local(authSchema),
        WORKER_URL: `http://127.0.0.1:${worker.port}`,
        WEB_ROOT: config.WEB_ROOT,
        ...(rendering ? { PAGES_DIR: pagesDir } : {}),
        INTERNAL_SIGNING_KEY: gatewayKeys.privateKey,
        // One gateway here; its rate limits are kept in the database all the same, as in every other mode.
        DATABASE_URL: roleUrl('gateway').url,
        LOG_LEVEL: config.LOG_LEVEL,
      }),
    });
    stack.push(() => gateway.stop());
    const url = `http://localhost:${gateway.port}`;
    if (!rendering) {
      // `make start` always builds first; started from the sources without a build (a test, a quick try), the
      // guest addresses get the app's shell, as before the renderer.
      logger.warn(`${config.RENDER_MODULE} is missing (npm run build -w web makes it): guest pages are served unrendered`);
      return { url, stop };
    }

    // The public pages, rendered through the gateway into the data folder, which the gateway serves from
    // (docs/decisions.md 92). The site opens once they are there.
    const renderer = await startRenderer({
      ...shared,
      config: loadConfig(rendererConfigSchema, {
        PORT: '0',
        LOG_LEVEL: config.LOG_LEVEL,
        GATEWAY_URL: `http://127.0.0.1:${gateway.port}`,
        PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? url,
        PAGES_DIR: pagesDir,
        WEB_DIST: config.WEB_ROOT,
        RENDER_MODULE: config.RENDER_MODULE,
        // Uncapped by Nginx here, the gateway reads from the services at once: a short pause is enough.
        RENDER_DEBOUNCE_MS: '100',
      }),
      logger: createLogger('renderer', config.LOG_LEVEL),
    });
    stack.push(() => renderer.stop());
    await renderer.settled();
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** ADMIN_* variables, passed on to the auth service when set. */
/** The Google Places settings, if the operator's environment has them. */
function googleFrom(rawEnv: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    ['GOOGLE_PLACES_API_KEY', 'GOOGLE_PLACE_ID'].flatMap((name) => (rawEnv[name] ? [[name, rawEnv[name]!]] : [])),
  );
}

function adminFrom(rawEnv: NodeJS.ProcessEnv): Record<string, string> {
  const names = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_USERNAME', 'ADMIN_FIRST_NAME'];
  return Object.fromEntries(names.flatMap((name) => (rawEnv[name] ? [[name, rawEnv[name]]] : [])));
}
