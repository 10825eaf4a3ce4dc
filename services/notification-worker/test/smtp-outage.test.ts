import { describe, expect, it } from 'vitest';
import { startedForTests, waitFor } from '@ristorante/kit/testing';
import { broker, envelope, reservation, startWorker, title } from './support/worker-under-test.js';

describe.skipIf(!broker.url)(title('the notification worker through an SMTP outage'), () => {
  // Retries over 35 s in all: an outage of 30 s delays mail, it does not lose it.
  const run = startedForTests(() => startWorker('500,1000,2000,4000,8000,20000'));

  it('when SMTP is down for 30 s, then the mails arrive after it is back, each once', async () => {
    await run.sink.stop();
    await run.publisher.publish(envelope('reservation.requested', reservation({ email: 'outage@example.org' })));
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    expect(run.sink.received).toEqual([]);
    await run.sink.start();
    await waitFor('the delayed mails', () => (run.sink.received.length === 2 ? true : undefined), 30_000);
    expect(run.sink.received.filter((mail) => mail.envelopeTo.includes('outage@example.org'))).toHaveLength(1);
    expect(run.logs.lines().some((line) => line.msg === 'event retried')).toBe(true);
  }, 90_000);
});
