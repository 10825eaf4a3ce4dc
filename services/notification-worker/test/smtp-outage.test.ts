import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSmtpSink, waitFor, type SmtpSink } from '@ristorante/kit/testing';
import { broker, envelope, reservation, startWorker, title } from './support/worker-under-test.js';

describe.skipIf(!broker.url)(title('the notification worker through an SMTP outage'), () => {
  let sink: SmtpSink;
  let run: Awaited<ReturnType<typeof startWorker>>;
  beforeAll(async () => {
    sink = await startSmtpSink(await freePort({ stable: true }));
    // Retries over 35 s in all: an outage of 30 s delays mail, it does not lose it.
    run = await startWorker('500,1000,2000,4000,8000,20000', sink.port);
  });
  afterAll(async () => {
    await run?.stop();
    await sink?.stop();
  });

  it('when SMTP is down for 30 s, then the mails arrive after it is back, each once', async () => {
    await sink.stop();
    await run.publisher.publish(envelope('reservation.requested', reservation({ email: 'outage@example.org' })));
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    expect(sink.received).toEqual([]);
    await sink.start();
    await waitFor('the delayed mails', () => (sink.received.length === 2 ? true : undefined), 30_000);
    expect(sink.received.filter((mail) => mail.envelopeTo.includes('outage@example.org'))).toHaveLength(1);
    expect(run.logs.lines().some((line) => line.msg === 'event retried')).toBe(true);
  }, 90_000);
});
