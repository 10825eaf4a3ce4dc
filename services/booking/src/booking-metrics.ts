import { Counter } from 'prom-client';
import type { ServiceMetrics } from '@ristorante/kit';

/** Where a booking came from: a guest's form, staff taking a call, or a waitlist offer the guest claimed. */
export type BookingSource = 'online' | 'phone' | 'waitlist' | 'walk_in';

const name = 'bookings_created_total';

/**
 * The service's count of bookings stored, registered once in its registry (the routes that count find it there);
 * called at start too, so the series exists, at 0, before the first booking.
 */
export function bookingsCreated({ registry }: ServiceMetrics): Counter<'kind' | 'source'> {
  return (
    (registry.getSingleMetric(name) as Counter<'kind' | 'source'> | undefined) ??
    new Counter({
      name,
      help: 'Bookings stored, by kind (table, event) and source (online, phone, waitlist).',
      labelNames: ['kind', 'source'],
      registers: [registry],
    })
  );
}

/** Counts a booking stored for the first time (a repeated submission is not a new one; docs/decisions.md 118). */
export function countBookingCreated(metrics: ServiceMetrics, kind: 'table' | 'event', source: BookingSource): void {
  bookingsCreated(metrics).inc({ kind, source });
}
