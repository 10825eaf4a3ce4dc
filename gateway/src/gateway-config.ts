import { z } from 'zod';
import { env } from '@ristorante/kit';

const serviceUrl = env.url(['http', 'https']);

export const gatewayConfigSchema = z.object({
  PORT: env.port(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  CATALOG_URL: serviceUrl,
  BOOKING_URL: serviceUrl,
  INBOX_URL: serviceUrl,
  AUTH_URL: serviceUrl,
  /** The notification worker's health port: shown in `/api/status`, never routed. */
  WORKER_URL: serviceUrl.optional(),
  /** A service that takes longer than this answers 504. */
  UPSTREAM_TIMEOUT_MS: env.int(10_000),
  /**
   * The gateway's private key: it signs what it checked (client address, admin) for the services, which hold only
   * its public key (docs/decisions.md 100).
   */
  INTERNAL_SIGNING_KEY: env.privateKey(),
  /** Proxies in front whose X-Forwarded-For entry is believed: 1 behind Nginx, 0 when clients connect directly. */
  TRUSTED_PROXY_HOPS: env.int(0),
  /**
   * The gateway role's own URL (schema `gateway`): the public forms' and sign-in's per-address counts live there,
   * shared by every replica (docs/decisions.md 118). Without it each gateway counts alone, in memory: only for a
   * single gateway.
   */
  DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  /** Calls per client address and route within the window, for the public POSTs (forms, sign-in, refresh). */
  RATE_LIMIT_PUBLIC_POSTS: env.int(20),
  RATE_LIMIT_WINDOW_MS: env.int(60_000),
  /** Bodies one client address may have on their way at once; the next call with a body is answered 429. */
  MAX_ARRIVING_BODIES_PER_ADDRESS: env.int(32),
  /** How long a call's body may take to arrive whole before it is answered 408 (docs/decisions.md 124). */
  BODY_TIMEOUT_MS: env.int(15_000),
  /** The built web app, served for every non-API path (embedded mode only; Nginx does it otherwise). */
  WEB_ROOT: z.string().min(1).optional(),
  /** The renderer's pages (embedded mode): each guest address is answered from here, an unknown one with 404. */
  PAGES_DIR: z.string().min(1).optional(),
  LOG_LEVEL: env.logLevel(),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
