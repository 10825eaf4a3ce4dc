import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { describe, expect, it } from 'vitest';
import { createLogger, deadLetterQueueName, listDeadLetters } from '@ristorante/kit';
import { startedForTests } from '@ristorante/kit/testing';
import { pruneWorkerRecords } from '../src/retention/prune-worker-records.js';
import { broker, startWorker, title } from './support/worker-under-test.js';

describe.skipIf(!broker.url)(title('what the worker keeps, and for how long'), () => {
  const run = startedForTests(() => startWorker('200,500'));

  it('when records and parked messages outlive their use, then the retention run removes them and keeps the rest', async () => {
    const { pool } = run.worker;
    const [oldEvent, newEvent] = [randomUUID(), randomUUID()];
    await pool.query(
      `INSERT INTO processed_events (event_id, type, handled_at) VALUES
         ($1, 'reservation.requested', now() - interval '31 days'), ($2, 'reservation.requested', now() - interval '1 day')`,
      [oldEvent, newEvent],
    );
    await pool.query(
      `INSERT INTO sent_mails (event_id, kind, sent_at) VALUES
         ($1, 'reservation.requested:guest', now() - interval '31 days'), ($2, 'reservation.requested:guest', now())`,
      [oldEvent, newEvent],
    );
    // Parked messages with a guest's details: one from 40 days ago, one from today.
    const connection = await amqp.connect(broker.url!);
    const channel = await connection.createConfirmChannel();
    for (const [id, daysAgo] of [
      ['parked-long-ago', 40],
      ['parked-today', 0],
    ] as const) {
      channel.sendToQueue(deadLetterQueueName(run.queue), Buffer.from('{"name":"Anna Schmidt"}'), {
        persistent: true,
        messageId: id,
        headers: { 'x-dead-at': new Date(Date.now() - daysAgo * 86_400_000).toISOString() },
      });
    }
    await channel.waitForConfirms();
    await connection.close();

    await pruneWorkerRecords(
      { pool, logger: createLogger('t', 'silent'), amqpUrl: broker.url!, queue: run.queue },
      { keepDays: 30, deadLetterDays: 30 },
    );

    expect((await pool.query('SELECT event_id FROM processed_events')).rows).toEqual([{ event_id: newEvent }]);
    expect((await pool.query('SELECT event_id FROM sent_mails')).rows).toEqual([{ event_id: newEvent }]);
    expect((await listDeadLetters(broker.url!, run.queue)).map((message) => message.messageId)).toEqual(['parked-today']);
  });
});
