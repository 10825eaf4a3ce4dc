import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { metricValue, scrapeMetrics, startedForTests, waitFor } from '@ristorante/kit/testing';
import { eventBookingForm, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

// The booking service's own `/metrics` (docs/decisions.md 118), read over HTTP as Prometheus reads it: each series
// moves when what it counts happens, and not otherwise.
describe('the booking service’s metrics', () => {
  const t = startedForTests(() => startBookingUnderTest());
  const scrape = () => scrapeMetrics(t.bookingBase);

  it('when a guest reserves, repeats the submission, and staff take a call, then bookings and requests are counted once each', async () => {
    const before = await scrape();
    const key = { 'idempotency-key': `form-${randomUUID()}` };
    const form = reservationForm();
    expect((await t.asGuest('POST', '/api/reservations', form, key)).status).toBe(201);
    expect((await t.asGuest('POST', '/api/reservations', form, key)).status).toBe(201);
    expect((await t.asAdmin('POST', '/api/admin/reservations', reservationForm({ email: '' }))).status).toBe(201);
    expect((await t.asGuest('POST', '/api/reservations', { ...form, guests: 0 })).status).toBe(400);

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(grew('bookings_created_total', { kind: 'table', source: 'online', service: 'booking' })).toBe(1);
    expect(grew('bookings_created_total', { kind: 'table', source: 'phone' })).toBe(1);
    const posted = { route: '/api/reservations', method: 'POST' };
    expect(grew('http_requests_total', { ...posted, status: '201' })).toBe(2);
    expect(grew('http_requests_total', { ...posted, status: '400' })).toBe(1);
    expect(grew('http_request_duration_seconds_count', { ...posted, status: '201' })).toBe(2);
    expect(metricValue(after, 'http_request_duration_seconds_sum', { ...posted, status: '201' })).toBeGreaterThan(0);
    // The scrape does not count itself.
    expect(after.some((sample) => sample.labels.route === '/metrics')).toBe(false);
    // What the relay handed to the bus: the guest's request and the phone booking, confirmed at once.
    await waitFor('the events published', async () => {
      const now = await scrape();
      const published = (type: string) =>
        metricValue(now, 'bus_events_published_total', { type }) - metricValue(before, 'bus_events_published_total', { type });
      return published('reservation.requested') === 1 && published('reservation.confirmed') === 1 ? true : undefined;
    });
  });

  it('when a guest books event seats, then an event booking is counted, by its own kind', async () => {
    const event = await t.createEvent();
    const before = metricValue(await scrape(), 'bookings_created_total', { kind: 'event', source: 'online' });
    const answer = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm());
    expect(answer.status).toBe(201);
    expect(metricValue(await scrape(), 'bookings_created_total', { kind: 'event', source: 'online' })).toBe(before + 1);
    const routes = (await scrape())
      .filter((sample) => sample.name === 'http_requests_total')
      .map((sample) => sample.labels.route);
    expect(routes).toContain('/api/events/:id/book');
    expect(routes.some((route) => route?.includes(event.id))).toBe(false);
  });

  it('when an event has waited in the outbox for ten minutes, then the outbox gauges say so', async () => {
    await t.booking.pool.query(
      `INSERT INTO outbox (id, type, payload, occurred_at, aggregate, next_attempt_at)
       VALUES ($1::uuid, 'reservation.requested', '{}', now() - interval '10 minutes', $1::text, now() + interval '1 hour')`,
      [randomUUID()],
    );
    const samples = await scrape();
    expect(metricValue(samples, 'outbox_events_waiting')).toBeGreaterThanOrEqual(1);
    expect(metricValue(samples, 'outbox_oldest_event_age_seconds')).toBeGreaterThanOrEqual(600);
    await t.booking.pool.query('DELETE FROM outbox WHERE published_at IS NULL');
    const cleared = await scrape();
    expect(metricValue(cleared, 'outbox_events_waiting')).toBe(0);
    expect(metricValue(cleared, 'outbox_oldest_event_age_seconds')).toBe(0);
  });

  it('when scraped, then the pool, readiness, dead letters and the process’s own series are there', async () => {
    const samples = await scrape();
    expect(metricValue(samples, 'db_pool_connections', { state: 'max', service: 'booking' })).toBe(10);
    expect(metricValue(samples, 'db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => sample.name === 'process_cpu_seconds_total')).toBe(true);
    // Ready, as /readyz would say, and nothing parked in its queue's dead letters.
    expect(metricValue(samples, 'service_ready', { service: 'booking' })).toBe(1);
    const parked = samples.filter((sample) => sample.name === 'bus_dead_letters');
    expect(parked.map((sample) => [sample.labels.queue?.endsWith('.to.booking'), sample.value])).toEqual([[true, 0]]);
  });
});
