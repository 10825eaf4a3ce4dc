import type { Bus } from '../bus/bus.js';
import { requestContext } from '../logging/request-context.js';
import { scrapedGauge, type ServiceMetrics } from './service-metrics.js';

/**
 * The bus as this service uses it, counted (docs/decisions.md 118): each confirmed publish, each event handled,
 * each retry, and each event that failed the try the bus said was its last; and, when scraped, how many messages
 * are parked in the dead-letter queue of each queue it consumes (what the alert watches: whatever parked them, the
 * handler, an unreadable body or the broker's delivery limit). A wrapper, so both buses (RabbitMQ, in-process) and
 * the embedded mode's shared one count alike.
 *
 * Each handler runs in the request context of the event's correlation id, or in none: the consumer's log lines
 * and the events it records name the request that caused the event, never one that happened to be current when
 * the bus delivered it.
 */
export function countedBus(bus: Bus, metrics: ServiceMetrics): Bus {
  const queues = new Set<string>();
  scrapedGauge(
    metrics.registry,
    {
      name: 'bus_dead_letters',
      help: 'Messages parked in the dead-letter queue of each queue this service consumes.',
      labelNames: ['queue'],
    },
    async (gauge) => {
      for (const queue of queues) gauge.set({ queue }, await bus.countDeadLetters(queue));
    },
  );
  return {
    async publish(message) {
      await bus.publish(message);
      metrics.eventsPublished.inc({ type: message.type });
    },
    subscribe: (subscription, handler) => {
      queues.add(subscription.queue);
      return bus.subscribe(subscription, async (message, delivery) => {
        const handle = async () => {
          if (delivery.attempt > 1) metrics.eventsRetried.inc({ type: message.type });
          try {
            await handler(message, delivery);
          } catch (error) {
            if (delivery.lastAttempt) metrics.eventsDeadLettered.inc({ type: message.type });
            throw error;
          }
          metrics.eventsConsumed.inc({ type: message.type });
        };
        return message.correlationId
          ? requestContext.run({ requestId: message.correlationId }, handle)
          : requestContext.exit(handle);
      });
    },
    takeDeadLetters: (queue, limit) => bus.takeDeadLetters(queue, limit),
    countDeadLetters: (queue) => bus.countDeadLetters(queue),
    check: () => bus.check(),
    close: () => bus.close(),
  };
}
