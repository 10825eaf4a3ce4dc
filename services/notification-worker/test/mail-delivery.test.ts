import { describe, expect, it } from 'vitest';
import { metricValue, scrapeMetrics, settledCount, startedForTests, waitFor } from '@ristorante/kit/testing';
import { broker, envelope, reservation, staff, startWorker, title } from './support/worker-under-test.js';

describe.skipIf(!broker.url)(title('the notification worker sends every mail once'), () => {
  const run = startedForTests(() => startWorker('200,500,1000'));
  const mailsTo = (address: string) => run.sink.received.filter((mail) => mail.envelopeTo.includes(address));

  it('when a reservation is requested, then the guest hears in their language and staff get one they can answer', async () => {
    const event = envelope('reservation.requested', reservation({ email: 'guest-1@example.org', locale: 'en' }));
    await run.publisher.publish(event);
    await waitFor('both mails', () =>
      mailsTo('guest-1@example.org').length === 1 && mailsTo(staff).length === 1 ? true : undefined,
    );
    expect(mailsTo(staff)[0]!.parsed.replyTo?.text).toBe('guest-1@example.org');
    const guest = mailsTo('guest-1@example.org')[0]!.parsed;
    expect(guest.subject).toMatch(/reservation/i);
    expect(guest.text).toContain('19:30');
    expect(guest.html).toBeTruthy();
    const forStaff = run.sink.received.find((mail) => mail.parsed.replyTo?.text === 'guest-1@example.org')!;
    expect(forStaff.envelopeTo).toEqual([staff]);
    expect(forStaff.parsed.text).toContain('https://trattoria.test/de/admin/dashboard');
  });

  it('when a reservation is confirmed, then the guest gets a calendar invite with it', async () => {
    await run.publisher.publish(envelope('reservation.confirmed', reservation({ email: 'guest-2@example.org' })));
    await waitFor('the confirmation', () => (mailsTo('guest-2@example.org').length === 1 ? true : undefined));
    const invite = mailsTo('guest-2@example.org')[0]!.parsed.attachments.find((attachment) =>
      attachment.contentType.startsWith('text/calendar'),
    );
    expect(invite?.content.toString()).toContain('BEGIN:VEVENT');
  });

  it('when the same event arrives twice, then one set of mails is sent', async () => {
    const consumed = async () =>
      metricValue(await scrapeMetrics(run.worker.base), 'bus_events_consumed_total', { type: 'reservation.cancelled' });
    const before = await consumed();
    const event = envelope('reservation.cancelled', reservation({ email: 'guest-3@example.org' }));
    await run.publisher.publish(event);
    await run.publisher.publish(event);
    // Both deliveries handled (a repeat is handled by sending nothing), then what reached the SMTP server once
    // nothing more arrives: a second mail sent late is counted too.
    await waitFor('both deliveries handled', async () => ((await consumed()) >= before + 2 ? true : undefined));
    expect(await settledCount('mails to the guest', () => mailsTo('guest-3@example.org').length)).toBe(1);
  });

  it('when a guest name tries to inject markup or headers, then it arrives as harmless text to the right people only', async () => {
    await run.publisher.publish(
      envelope(
        'reservation.requested',
        reservation({ name: 'Bob\r\nBcc: x@y.example <script>alert(1)</script>', email: 'guest-4@example.org' }),
      ),
    );
    await waitFor('the mails', () => (mailsTo('guest-4@example.org').length === 1 ? true : undefined));
    const mails = run.sink.received.filter(
      (mail) => mail.envelopeTo.includes('guest-4@example.org') || mail.parsed.replyTo?.text === 'guest-4@example.org',
    );
    expect(mails.flatMap((mail) => mail.envelopeTo)).not.toContain('x@y.example');
    for (const mail of mails) {
      expect(mail.parsed.subject ?? '').not.toMatch(/[\r\n]/);
      expect(mail.parsed.headers.get('bcc')).toBeUndefined();
      expect(String(mail.parsed.html)).not.toContain('<script>');
    }
  });

  it(
    'when the connection to RabbitMQ is cut mid-stream, then every mail is still sent exactly once',
    { timeout: 70_000 },
    async () => {
      const events = Array.from({ length: 20 }, (_, index) =>
        envelope('reservation.requested', reservation({ email: `stream-${index}@example.org` })),
      );
      for (const event of events.slice(0, 10)) await run.publisher.publish(event);
      run.proxy.cut();
      for (const event of events.slice(10)) await run.publisher.publish(event);
      await new Promise((resolve) => setTimeout(resolve, 300));
      run.proxy.restore();
      await waitFor(
        'every guest mail',
        () => (events.every((_, index) => mailsTo(`stream-${index}@example.org`).length >= 1) ? true : undefined),
        50_000,
      );
      // Counted once nothing more arrives: a redelivery after the cut would send its mail late.
      await settledCount('the mails', () => run.sink.received.length, 1_500);
      for (const index of events.keys()) expect(mailsTo(`stream-${index}@example.org`), `stream-${index}`).toHaveLength(1);
    },
  );

  it('when a message is poison, then it lands in the dead-letter queue and the worker keeps going', async () => {
    await run.publisher.publish(envelope('reservation.requested', { reservationId: 'not-a-uuid' }));
    await run.publisher.publish(envelope('reservation.requested', reservation({ email: 'after-poison@example.org' })));
    await waitFor('the next mail', () => (mailsTo('after-poison@example.org').length === 1 ? true : undefined));
    await waitFor(
      'the dead letter',
      async () => ((await run.publisher.takeDeadLetters(run.queue)).length === 1 ? true : undefined),
      15_000,
    );
    expect(run.logs.lines().some((line) => line.msg === 'event failed for the last time: dead-lettered')).toBe(true);
  });
});
