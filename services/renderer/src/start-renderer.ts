import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { berlinDate, consumerQueue } from '@ristorante/contracts';
import { createApp, createLogger, createServiceMetrics, serve, serviceBus, type Bus, type Logger } from '@ristorante/kit';
import type { RendererConfig } from './renderer-config.js';
import { loadRenderModule, readPageAssets, type RenderModule } from './render-module.js';
import { createRenderScheduler } from './render-scheduler.js';
import { readsAreInScope, scopeOf, type RenderScope } from './render-scope.js';
import { readLedger, writeAtomically, writeSite } from './site-writer.js';

export { rendererConfigSchema, type RendererConfig } from './renderer-config.js';

/** What changes a rendered page: anything the catalog says guests see (menu, gallery, events and their seats). */

export interface RunningRenderer {
  port: number;
  /** Asks for a render now, as a change on the bus does. */
  requestRender(reason: string): void;
  /** Resolves after the next render has finished and its files are written. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The renderer (docs/decisions.md 92): renders every public page into PAGES_DIR at start and every
 * RENDER_INTERVAL_MS, and the pages a change on the bus touches when it comes (169). Nginx (or the embedded gateway)
 * serves the files, so the site keeps reading when the catalog, the gateway or this process is down.
 */
export async function startRenderer(options: {
  config: RendererConfig;
  bus?: Bus;
  logger?: Logger;
  host?: string;
  /** The web app's render code itself (tests import it from its sources); otherwise RENDER_MODULE is loaded. */
  module?: RenderModule;
}): Promise<RunningRenderer> {
  const { config } = options;
  const logger = options.logger ?? createLogger('renderer', config.LOG_LEVEL);
  const module = options.module ?? (await loadRenderModule(config.RENDER_MODULE));
  const template = await readFile(path.join(config.WEB_DIST, 'index.html'), 'utf8');
  // Written by the build beside the render module; absent when the web app's sources are rendered (tests).
  const assets = options.module
    ? undefined
    : await readPageAssets(path.join(path.dirname(config.RENDER_MODULE), 'page-assets.json'));
  if (!options.module && !assets)
    logger.warn('no page-assets.json beside the render module: pages link their styles and code as the template does');
  let lastSuccess: number | undefined;

  const render = async (scope: RenderScope) => {
    const started = performance.now();
    // Only the pages whose last render read what changed (docs/decisions.md 169); a page the ledger knows no reads
    // of is rendered all the same.
    const ledger = scope.all ? undefined : await readLedger(config.PAGES_DIR);
    const partial = ledger !== undefined && Object.keys(ledger.files).length > 0;
    const pick = partial
      ? (file: string) => {
          const reads = ledger.files[file]?.reads;
          return reads === undefined || readsAreInScope(scope, reads);
        }
      : undefined;
    const files = await module.renderSite({
      origin: config.PUBLIC_ORIGIN,
      apiOrigin: config.GATEWAY_URL,
      template,
      ...(assets ? { assets } : {}),
      ...(pick ? { pick } : {}),
    });
    const outcome = await writeSite(config.PAGES_DIR, files, berlinDate(new Date()), { partial });
    await writeAtomically(path.join(config.PAGES_DIR, 'sitemap.xml'), module.sitemapXml(config.PUBLIC_ORIGIN, outcome.sitemap));
    await writeAtomically(path.join(config.PAGES_DIR, 'robots.txt'), module.robotsTxt(config.PUBLIC_ORIGIN));
    lastSuccess = Date.now();
    const level = outcome.written + outcome.removed > 0 ? 'info' : 'debug';
    logger[level](
      {
        pages: files.length,
        partial,
        written: outcome.written,
        removed: outcome.removed,
        ms: Math.round(performance.now() - started),
      },
      'site rendered',
    );
  };
  const scheduler = createRenderScheduler({
    render,
    debounceMs: config.RENDER_DEBOUNCE_MS,
    intervalMs: config.RENDER_INTERVAL_MS,
    retryMs: config.RENDER_RETRY_MS,
    logger,
  });

  const ownBus = !options.bus;
  // Its /metrics like every process's (docs/decisions.md 118): requests, the events it consumed, readiness.
  const metrics = createServiceMetrics('renderer');
  const bus = serviceBus({ name: 'renderer', config, logger, metrics, given: options.bus });
  await bus.subscribe(consumerQueue(config.BUS_NAMESPACE, 'renderer'), async (message) => {
    scheduler.request(message.type, scopeOf(message));
  });
  scheduler.request('start');

  const app = createApp({
    service: 'renderer',
    logger,
    readiness: {
      // Ready once the pages exist; a later failed render leaves the last good ones, still ready.
      pages: async () => {
        if (lastSuccess === undefined) throw new Error('not rendered yet');
      },
      bus: () => bus.check(),
    },
    routes: () => undefined,
    // The renderer has no admin or internal routes: it takes no signed context from anyone.
    internalTrust: undefined,
    guardedRoutes: [],
    metrics,
  });
  const server = await serve(app, { port: config.PORT, host: options.host ?? config.HOST, logger, name: 'renderer' });

  return {
    port: server.port,
    requestRender: (reason) => scheduler.request(reason),
    settled: () => scheduler.settled(),
    async stop() {
      await server.close();
      await scheduler.stop();
      if (ownBus) await bus.close();
    },
  };
}
