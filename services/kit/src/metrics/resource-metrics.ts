import type { Pool } from '../db/pool.js';
import type { OutboxRelay } from '../outbox/outbox-relay.js';
import { scrapedGauge, type ServiceMetrics } from './service-metrics.js';

/** The pool's connections when scraped: open, idle, and callers waiting for one (a pool too small shows here). */
export function watchPool(metrics: ServiceMetrics, pool: Pool): void {
  scrapedGauge(
    metrics.registry,
    {
      name: 'db_pool_connections',
      help: 'Database pool connections by state (open, idle, waiting callers, max).',
      labelNames: ['state'],
    },
    (gauge) => {
      gauge.set({ state: 'open' }, pool.totalCount);
      gauge.set({ state: 'idle' }, pool.idleCount);
      gauge.set({ state: 'waiting' }, pool.waitingCount);
      gauge.set({ state: 'max' }, pool.options.max ?? 10);
    },
  );
}

/**
 * The outbox's backlog when scraped: events recorded but not yet confirmed by the broker, and the age of the
 * oldest. An alert fires when the oldest is older than five minutes (infra/prometheus/alert-rules.yml).
 */
export function watchOutbox(metrics: ServiceMetrics, relay: OutboxRelay): void {
  let last: Promise<{ waiting: number; oldestMs: number }> | undefined;
  // Both gauges are read in one scrape: one query answers both.
  const backlog = () => (last ??= relay.backlog().finally(() => setImmediate(() => (last = undefined))));
  scrapedGauge(
    metrics.registry,
    { name: 'outbox_events_waiting', help: 'Events in the outbox not yet published.' },
    async (gauge) => {
      gauge.set((await backlog()).waiting);
    },
  );
  scrapedGauge(
    metrics.registry,
    { name: 'outbox_oldest_event_age_seconds', help: 'Age of the oldest unpublished outbox event (0 when none waits).' },
    async (gauge) => {
      gauge.set((await backlog()).oldestMs / 1000);
    },
  );
}
