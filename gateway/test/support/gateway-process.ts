import type { ServiceName } from '@ristorante/contracts';
import { startTestProcess } from '@ristorante/kit/testing';
import { gatewayConfigSchema, startGateway } from '../../src/index.js';

/** Nothing listens here: the address of a service a test does not need. */
const nobody = 'http://127.0.0.1:9';

/**
 * The gateway as a test process, in front of the services at `urls` (those not given: nobody); logs not kept. On a
 * test system it has its schema there, and counts its rate limits in it as every deployed gateway does; alone, it
 * counts them in memory.
 */
export function gatewayProcess(urls: Partial<Record<ServiceName, string>>, env: Record<string, string> = {}) {
  return {
    name: 'gateway',
    schema: 'gateway',
    start: startGateway,
    config: gatewayConfigSchema,
    captureLogs: false,
    env: {
      CATALOG_URL: urls.catalog ?? nobody,
      BOOKING_URL: urls.booking ?? nobody,
      INBOX_URL: urls.inbox ?? nobody,
      AUTH_URL: urls.auth ?? nobody,
      ...env,
    },
  };
}

/** A gateway alone, in front of stand-ins a test runs (or of no one); the test stops it. */
export function startGatewayFor(urls: Partial<Record<ServiceName, string>>, env: Record<string, string> = {}) {
  return startTestProcess(gatewayProcess(urls, env));
}
