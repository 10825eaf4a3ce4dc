import type { Bus } from '../bus/bus.js';
import type { ServiceMetrics } from './service-metrics.js';

/**
 * The bus as this service uses it, counted: each confirmed publish, each event handled, each retry, and each
 * event that failed its last try (`maxAttempts`, the bus's retry delays plus one) and goes to the dead-letter
 * queue. A wrapper, so both buses (RabbitMQ, in-process) and the embedded mode's shared one count alike.
 */
export function countedBus(bus: Bus, metrics: ServiceMetrics, maxAttempts: number): Bus {
  return {
    async publish(message) {
      await bus.publish(message);
      metrics.eventsPublished.inc({ type: message.type });
    },
    subscribe: (subscription, handler) =>
      bus.subscribe(subscription, async (message, delivery) => {
        if (delivery.attempt > 1) metrics.eventsRetried.inc({ type: message.type });
        try {
          await handler(message, delivery);
        } catch (error) {
          if (delivery.attempt >= maxAttempts) metrics.eventsDeadLettered.inc({ type: message.type });
          throw error;
        }
        metrics.eventsConsumed.inc({ type: message.type });
      }),
    takeDeadLetters: (queue, limit) => bus.takeDeadLetters(queue, limit),
    check: () => bus.check(),
    close: () => bus.close(),
  };
}
