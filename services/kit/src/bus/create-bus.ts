import type { BusTopology } from '@ristorante/contracts';
import type { Logger } from '../logging/logger.js';
import type { Bus } from './bus.js';
import { InProcessBus } from './in-process-bus.js';
import { RabbitBus } from './rabbitmq-bus.js';

/** RabbitMQ when `AMQP_URL` is given; otherwise the in-process bus (embedded mode, one process). */
export function createBus(options: {
  amqpUrl?: string | undefined;
  logger: Logger;
  retryDelaysMs: number[];
  /** The whole system's exchange and queues (contracts' `busTopology`), declared by every bus. */
  topology: BusTopology;
  connectionName: string;
}): Bus {
  const { amqpUrl, topology, ...rest } = options;
  if (amqpUrl) return new RabbitBus({ url: amqpUrl, exchange: topology.exchange, queues: topology.queues, ...rest });
  return new InProcessBus({ queues: topology.queues, logger: rest.logger, retryDelaysMs: rest.retryDelaysMs });
}
