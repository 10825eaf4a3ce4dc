import { busTopology } from '@ristorante/contracts';
import type { Bus } from '../bus/bus.js';
import { createBus } from '../bus/create-bus.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { Logger } from '../logging/logger.js';
import { countedBus } from '../metrics/bus-metrics.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';

/**
 * A process's bus, counted in its metrics: the one it was given (embedded mode's in-process bus, a test's), else its
 * own RabbitMQ connection, named after the process so the broker's console says whose it is.
 */
export function serviceBus(options: {
  name: string;
  config: Pick<ServiceConfig, 'AMQP_URL' | 'BUS_RETRY_DELAYS_MS' | 'BUS_NAMESPACE'>;
  logger: Logger;
  metrics: ServiceMetrics;
  given?: Bus | undefined;
}): Bus {
  const { name, config, logger, metrics } = options;
  return countedBus(
    options.given ??
      createBus({
        amqpUrl: config.AMQP_URL,
        logger,
        retryDelaysMs: config.BUS_RETRY_DELAYS_MS,
        topology: busTopology(config.BUS_NAMESPACE),
        connectionName: name,
      }),
    metrics,
  );
}
