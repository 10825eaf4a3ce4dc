import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL to some database of the test PostgreSQL. */
    pgAdminUrl: string;
    /** RabbitMQ for this run, or '' when none could be found. */
    amqpUrl: string;
    /** Why there is no broker (shown in the names of the tests that need one). */
    brokerMissingReason: string;
  }
}

export function testBroker(): { url: string | undefined; missingReason: string } {
  const url = inject('amqpUrl');
  return { url: url || undefined, missingReason: inject('brokerMissingReason') };
}

export function testPostgresAdminUrl(): string {
  return inject('pgAdminUrl');
}
