import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One process's (in the embedded mode: one service's) metrics in the Prometheus text format (docs/decisions.md
 * 118). Each service has a registry of its own, labelled with its name, so the embedded mode's six services in one
 * process never collide and every series says whose it is.
 */
export interface ServiceMetrics {
  registry: Registry;
  /** Answered requests by route pattern (never the raw path: ids would make a series each), method and status. */
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route' | 'method' | 'status'>;
  eventsPublished: Counter<'type'>;
  eventsConsumed: Counter<'type'>;
  eventsRetried: Counter<'type'>;
  eventsDeadLettered: Counter<'type'>;
}

/** Latency buckets (seconds) around the budgets the site keeps: most answers in milliseconds, a slow one seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * The process's own series (CPU, memory, event-loop lag, heap), started once per process however many services it
 * runs (the embedded mode, a test file): each start would add an event-loop monitor of its own.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const registers = [registry];
  const byType = (name: string, help: string) => new Counter({ name, help, labelNames: ['type'], registers });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: latencyBuckets,
      registers,
    }),
    eventsPublished: byType('bus_events_published_total', 'Events the broker confirmed, by type.'),
    eventsConsumed: byType('bus_events_consumed_total', 'Events handled successfully, by type.'),
    eventsRetried: byType('bus_events_retried_total', 'Deliveries that were retries of an event that failed before, by type.'),
    eventsDeadLettered: byType(
      'bus_events_dead_lettered_total',
      'Events that failed their last try and were parked in the dead-letter queue, by type.',
    ),
  };
}

/** A gauge whose value is read when Prometheus scrapes (a pool's connections, the outbox's backlog). */
export function scrapedGauge<Label extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames?: Label[] },
  read: (gauge: Gauge<Label>) => Promise<void> | void,
): Gauge<Label> {
  return new Gauge<Label>({
    ...options,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      // A dependency down (the database) leaves the last value: the scrape itself, and every other series in it,
      // must still answer, and the readiness alert tells of the outage.
      await Promise.resolve(read(this)).catch(() => undefined);
    },
  });
}
