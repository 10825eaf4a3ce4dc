import { readFileSync } from 'node:fs';
import { authConfigSchema } from '@ristorante/auth';
import { bookingConfigSchema } from '@ristorante/booking';
import { catalogConfigSchema } from '@ristorante/catalog';
import { gatewayConfigSchema } from '@ristorante/gateway';
import { inboxConfigSchema } from '@ristorante/inbox';
import { workerConfigSchema } from '@ristorante/notification-worker';
import { rendererConfigSchema } from '@ristorante/renderer';
import type { DeployableRules } from './manifest-rules.js';

/** A service's zod config schema, as far as this needs it: its fields by variable name. */
interface ConfigSchema {
  shape: Record<string, { safeParse(value: unknown): { success: boolean } }>;
}

/** The variables a schema cannot do without: neither optional nor with a default, so an unset one fails. */
export const requiredVariables = (schema: ConfigSchema): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);

/**
 * A Node deployable: its schema's required variables, and what a cluster needs beyond them. The schemas leave the
 * bus (and the gateway's database) optional for the embedded mode, where every service runs in one process; here
 * each runs alone and must reach RabbitMQ, and every gateway replica must count against the one limit
 * (docs/decisions.md 118). PORT is set too, so it is the port the manifests declare.
 */
function nodeDeployable(
  schema: ConfigSchema,
  clusterNeeds: string[],
  sharedDirs?: DeployableRules['sharedDirs'],
): DeployableRules {
  return {
    user: 1000,
    readinessPath: '/readyz',
    scraped: true,
    portVariable: 'PORT',
    required: [...new Set([...requiredVariables(schema), 'PORT', ...clusterNeeds])],
    known: Object.keys(schema.shape),
    ...(sharedDirs ? { sharedDirs } : {}),
  };
}

/** The variables the web image renders its Nginx config from: its NGINX_ENVSUBST_FILTER. */
export function webImageVariables(dockerfile = new URL('../docker/web.Dockerfile', import.meta.url)): string[] {
  const filter = /NGINX_ENVSUBST_FILTER=\^\(([A-Z_|]+)\)\$/.exec(readFileSync(dockerfile, 'utf8'));
  if (!filter) throw new Error('web.Dockerfile: no NGINX_ENVSUBST_FILTER=^(...)$');
  return filter[1]!.split('|');
}

/** Every Deployment the manifests hold, by name, with what it must be. */
export function deployableRules(): Record<string, DeployableRules> {
  return {
    gateway: nodeDeployable(gatewayConfigSchema, ['DATABASE_URL']),
    catalog: nodeDeployable(catalogConfigSchema, ['AMQP_URL'], { MEDIA_DIR: 'write' }),
    booking: nodeDeployable(bookingConfigSchema, ['AMQP_URL']),
    inbox: nodeDeployable(inboxConfigSchema, ['AMQP_URL']),
    auth: nodeDeployable(authConfigSchema, ['AMQP_URL']),
    // Without SMTP the worker writes .eml files, which a read-only container cannot.
    'notification-worker': nodeDeployable(workerConfigSchema, ['AMQP_URL', 'SMTP_URL']),
    renderer: nodeDeployable(rendererConfigSchema, ['AMQP_URL'], { PAGES_DIR: 'write' }),
    // Nginx: no /readyz and no /metrics of its own. The image's defaults for the gateway and the resolver are
    // compose's (Docker's DNS), so the cluster must set them; POD_NAMESPACE completes the gateway's name.
    web: {
      user: 101,
      readinessPath: '/healthz',
      scraped: false,
      portVariable: 'LISTEN_PORT',
      required: ['LISTEN_PORT', 'PAGES_DIR', 'GATEWAY_UPSTREAM', 'DNS_RESOLVER'],
      known: [...webImageVariables(), 'POD_NAMESPACE'],
      sharedDirs: { PAGES_DIR: 'read' },
    },
  };
}
