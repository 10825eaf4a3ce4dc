import type { Logger } from '../logging/logger.js';
import type { Bus } from './bus.js';
import { InProcessBus } from './in-process-bus.js';
import { RabbitBus } from './rabbitmq-bus.js';

/** RabbitMQ when `AMQP_URL` is given; otherwise the in-process bus (embedded mode, one process). */
export function createBus(options: {
  amqpUrl?: string | undefined;
  logger: Logger;
  retryDelaysMs: number[];
  exchange: string;
  connectionName: string;
}): Bus {
  const { amqpUrl, ...rest } = options;
  if (amqpUrl) return new RabbitBus({ url: amqpUrl, ...rest });
  return new InProcessBus(rest);
}
