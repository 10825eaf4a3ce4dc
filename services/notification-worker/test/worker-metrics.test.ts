import { describe, expect, it } from 'vitest';
import { metricValue, scrapeMetrics, startedForTests, waitFor } from '@ristorante/kit/testing';
import { broker, envelope, reservation, startWorker, title } from './support/worker-under-test.js';

// The worker's `/metrics` on its health port (docs/decisions.md 118): mails sent and failed by kind, and the
// bus's view of the same events (consumed, retried), each moving when it happens.
describe.skipIf(!broker.url)(title('the notification worker’s metrics'), () => {
  const run = startedForTests(() => startWorker('300,3000'));
  const scrape = () => scrapeMetrics(run.worker.base);
  const guestMail = { kind: 'reservation.requested:guest' };

  it('when a mail goes out, then it is counted as sent and its event as consumed', async () => {
    const before = await scrape();
    await run.publisher.publish(envelope('reservation.requested', reservation({ email: 'counted@example.org' })));
    const after = await waitFor('the event handled', async () => {
      const now = await scrape();
      return metricValue(now, 'bus_events_consumed_total', { type: 'reservation.requested' }) >
        metricValue(before, 'bus_events_consumed_total', { type: 'reservation.requested' })
        ? now
        : undefined;
    });
    expect(metricValue(after, 'mails_sent_total', guestMail) - metricValue(before, 'mails_sent_total', guestMail)).toBe(1);
    expect(metricValue(after, 'mails_failed_total')).toBe(metricValue(before, 'mails_failed_total'));
    expect(metricValue(after, 'mails_sent_total', { ...guestMail, service: 'notification-worker' })).toBeGreaterThanOrEqual(1);
  });

  it('when SMTP is down, then the failed send and the retry are counted, and the mail once it is back', async () => {
    const before = await scrape();
    await run.sink.stop();
    try {
      await run.publisher.publish(envelope('reservation.requested', reservation({ email: 'retried@example.org' })));
      await waitFor('a retry', async () =>
        metricValue(await scrape(), 'bus_events_retried_total') > metricValue(before, 'bus_events_retried_total')
          ? true
          : undefined,
      );
      const down = await scrape();
      expect(
        metricValue(down, 'mails_failed_total', guestMail) - metricValue(before, 'mails_failed_total', guestMail),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await run.sink.start();
    }
    await waitFor('the mail sent after all', async () =>
      metricValue(await scrape(), 'mails_sent_total', guestMail) > metricValue(before, 'mails_sent_total', guestMail)
        ? true
        : undefined,
    );
  }, 30_000);
});
