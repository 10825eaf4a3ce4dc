import { Counter } from 'prom-client';
import type { ServiceMetrics } from '@ristorante/kit';

/** Mails by kind ('reservation.requested:guest'): accepted by the SMTP server (or written), and failed sends. */
export interface MailMetrics {
  sent: Counter<'kind'>;
  failed: Counter<'kind'>;
}

export function createMailMetrics({ registry }: ServiceMetrics): MailMetrics {
  return {
    sent: new Counter({ name: 'mails_sent_total', help: 'Mails sent, by kind.', labelNames: ['kind'], registers: [registry] }),
    failed: new Counter({
      name: 'mails_failed_total',
      help: 'Mail sends that failed (retried later by the bus), by kind.',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
}
