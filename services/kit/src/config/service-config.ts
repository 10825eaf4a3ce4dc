import { z } from 'zod';
import { env } from './load-config.js';
import { defaultRetryDelaysMs } from '../bus/bus.js';

/** The variables every service reads, with its own default port; a service extends this with its own. */
export const serviceConfigSchema = (defaultPort: number) =>
  z.object({
    PORT: env.port(defaultPort),
    /** The interface to listen on: all of them in a container, loopback only in the local stack. */
    HOST: z.string().min(1).default('0.0.0.0'),
    /** The service role's own URL; its schema is the only one it can touch. */
    DATABASE_URL: env.url(['postgres', 'postgresql']),
    /** RabbitMQ; without it the service uses the in-process bus (embedded mode only). */
    AMQP_URL: env.optionalUrl(['amqp', 'amqps']),
    LOG_LEVEL: env.logLevel(),
    /** A statement running longer is cancelled; a query whose answer never comes is given up 2 s later. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    /**
     * The gateway's public key: the signed contexts of its calls (the client's address, the admin it checked) are
     * what a service trusts (docs/decisions.md 100). Required by every service with routes; the worker has none.
     */
    GATEWAY_PUBLIC_KEY: env.publicKey().optional(),
    BUS_RETRY_DELAYS_MS: env.delays(defaultRetryDelaysMs),
    BUS_NAMESPACE: env.busNamespace(),
  });

export type ServiceConfig = z.infer<ReturnType<typeof serviceConfigSchema>>;
