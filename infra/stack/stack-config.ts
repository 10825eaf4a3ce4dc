import { z } from 'zod';
import { env, loadConfig } from '@ristorante/kit';

/** What `make stack` and the browser tests run against: the machine's own PostgreSQL, RabbitMQ and Nginx. */
export const stackConfigSchema = z.object({
  STACK_DATABASE_URL: env.url(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/postgres'),
  STACK_AMQP_URL: env.url(['amqp', 'amqps']).default('amqp://guest:guest@127.0.0.1:5672'),
  STACK_PORT: env.port(8080),
  STACK_SERVICE_PORT_BASE: env.port(4000),
  NGINX_BIN: z.string().min(1).default('nginx'),
  LOG_LEVEL: env.logLevel(),
});

export const loadStackConfig = () => loadConfig(stackConfigSchema);
