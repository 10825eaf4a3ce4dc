import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultRetryDelaysMs, env } from '@ristorante/kit';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

export const rendererConfigSchema = z.object({
  PORT: env.port(4006),
  /** The interface to listen on: all of them in a container, loopback only in the local stack. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** RabbitMQ; without it the renderer uses the in-process bus (embedded mode only). */
  AMQP_URL: env.optionalUrl(['amqp', 'amqps']),
  LOG_LEVEL: env.logLevel(),
  BUS_RETRY_DELAYS_MS: env.delays(defaultRetryDelaysMs),
  /** The bus's names (contracts' `busTopology`); the renderer's queue is `<namespace>.to.renderer`. */
  BUS_NAMESPACE: env.busNamespace(),
  /** Where the public API is read: the gateway. */
  GATEWAY_URL: env.url(['http', 'https']),
  /** The site's public address, for canonical, hreflang, JSON-LD and the sitemap. */
  PUBLIC_ORIGIN: env.url(['http', 'https']).transform((url) => url.replace(/\/+$/, '')),
  /** Where the pages are written; Nginx (or the embedded gateway) serves them from here. */
  PAGES_DIR: z.string().min(1),
  /** The browser's build (its index.html is every page's template) and the pages' build for Node. */
  WEB_DIST: z.string().min(1).default(path.join(webRoot, 'dist')),
  RENDER_MODULE: z
    .string()
    .min(1)
    .default(path.join(webRoot, 'dist-server', 'render-site.js')),
  /** Changes arriving within this long of each other make one render. */
  RENDER_DEBOUNCE_MS: z.coerce.number().int().min(0).default(150),
  /** A render also runs this often without a change (reviews come from the inbox, which sends no event). */
  RENDER_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** After a failed render (the gateway or a service down) the next try comes this much later. */
  RENDER_RETRY_MS: z.coerce.number().int().min(100).default(5_000),
});
export type RendererConfig = z.infer<typeof rendererConfigSchema>;
