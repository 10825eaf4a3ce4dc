import { Counter, type Registry } from 'prom-client';
import type { ServiceMetrics } from '@ristorante/kit';

/** Where a booking came from: a guest's form, staff taking a call, or a waitlist offer the guest claimed. */
export type BookingSource = 'online' | 'phone' | 'waitlist';

const counters = new WeakMap<Registry, Counter<'kind' | 'source'>>();

/**
 * The service's count of bookings stored, made once per registry (the routes that count share it); called at start
 * too, so the series exists, at 0, before the first booking.
 */
export function bookingsCreated(metrics: ServiceMetrics): Counter<'kind' | 'source'> {
  let counter = counters.get(metrics.registry);
  if (!counter) {
    counter = new Counter({
      name: 'bookings_created_total',
      help: 'Bookings stored, by kind (table, event) and source (online, phone, waitlist).',
      labelNames: ['kind', 'source'],
      registers: [metrics.registry],
    });
    counters.set(metrics.registry, counter);
  }
  return counter;
}

/** Counts a booking stored for the first time (a repeated submission is not a new one; docs/decisions.md 118). */
export function countBookingCreated(metrics: ServiceMetrics, kind: 'table' | 'event', source: BookingSource): void {
  bookingsCreated(metrics).inc({ kind, source });
}
