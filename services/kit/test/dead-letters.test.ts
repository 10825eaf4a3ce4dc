import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createLogger,
  deadLetterQueueName,
  listDeadLetters,
  purgeDeadLetters,
  RabbitBus,
  replayDeadLetters,
} from '../src/index.js';
import { deleteTopology, testBroker, waitFor } from '../src/testing/index.js';
import { envelope } from './bus-contract.js';

const broker = testBroker();
const title = (name: string) => (broker.url ? name : `${name} (skipped: ${broker.missingReason})`);

describe.skipIf(!broker.url)(title('the operators’ dead-letter commands'), () => {
  const url = broker.url!;
  let exchange: string;
  let queue: string;
  let bus: RabbitBus;
  const refuse = new Set<string>();
  const handled: string[] = [];

  beforeEach(async () => {
    const id = randomUUID().slice(0, 8);
    exchange = `t.${id}.events`;
    queue = `t.${id}.worker`;
    refuse.clear();
    handled.length = 0;
    // No retries: a failing message is parked at once.
    bus = new RabbitBus({ url, exchange, logger: createLogger('t', 'silent'), retryDelaysMs: [] });
    await bus.subscribe({ queue, topics: ['reservation.#'] }, async (message) => {
      if (refuse.has(message.id)) throw new Error(`cannot send mail for ${message.id}`);
      handled.push(message.id);
    });
    await bus.waitUntilConnected();
  });
  afterEach(async () => {
    await bus.close();
    await deleteTopology(url, exchange, [queue], []);
  });

  const parkedIds = async () => (await listDeadLetters(url, queue)).map((message) => message.messageId).sort();

  it('when messages are parked, then they are listed without being taken, replayed by id as a first attempt, purged by id', async () => {
    const [first, second, third] = [
      envelope('reservation.requested'),
      envelope('reservation.requested'),
      envelope('reservation.requested'),
    ];
    for (const message of [first, second, third]) {
      refuse.add(message.id);
      await bus.publish(message);
    }
    await waitFor('three parked', async () => ((await parkedIds()).length === 3 ? true : undefined));

    const listed = await listDeadLetters(url, queue);
    expect(listed.map((message) => message.messageId).sort()).toEqual([first.id, second.id, third.id].sort());
    expect(listed[0]).toMatchObject({ queue, type: 'reservation.requested', attempts: 1 });
    expect(listed[0]!.error).toMatch(/cannot send mail for/);
    expect(listed[0]!.parkedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Listing twice takes nothing away.
    expect(await parkedIds()).toEqual([first.id, second.id, third.id].sort());

    refuse.delete(first.id);
    expect((await replayDeadLetters(url, queue, [first.id])).map((message) => message.messageId)).toEqual([first.id]);
    await waitFor('the replayed one handled', () => (handled.includes(first.id) ? true : undefined));
    expect(await parkedIds()).toEqual([second.id, third.id].sort());

    expect((await purgeDeadLetters(url, queue, { ids: [second.id] })).map((message) => message.messageId)).toEqual([second.id]);
    expect(await parkedIds()).toEqual([third.id]);
    expect(handled).toEqual([first.id]);
  });

  it('when parked messages outlive their retention, then a purge by age takes only those', async () => {
    const recent = envelope('reservation.requested');
    refuse.add(recent.id);
    await bus.publish(recent);
    await waitFor('one parked', async () => ((await parkedIds()).length === 1 ? true : undefined));
    // One parked forty days ago, as a retention run would find it.
    const connection = await amqp.connect(url);
    const channel = await connection.createConfirmChannel();
    channel.sendToQueue(deadLetterQueueName(queue), Buffer.from('{}'), {
      persistent: true,
      messageId: 'old-one',
      headers: { 'x-dead-at': new Date(Date.now() - 40 * 86_400_000).toISOString(), 'x-last-error': 'SMTP down' },
    });
    await channel.waitForConfirms();
    await connection.close();

    const purged = await purgeDeadLetters(url, queue, { olderThanMs: 30 * 86_400_000 });
    expect(purged.map((message) => message.messageId)).toEqual(['old-one']);
    expect(await parkedIds()).toEqual([recent.id]);
  });
});

describe.skipIf(!broker.url)(title('a replayed message, with retries'), () => {
  const url = broker.url!;
  const retryDelaysMs = [50, 100];
  let exchange: string;
  let queue: string;
  let bus: RabbitBus;

  beforeEach(() => {
    const id = randomUUID().slice(0, 8);
    exchange = `t.${id}.events`;
    queue = `t.${id}.worker`;
  });
  afterEach(async () => {
    await bus.close();
    await deleteTopology(url, exchange, [queue], retryDelaysMs);
  });

  it('when a message parked after its last retry is replayed, then it gets every attempt again, from the first', async () => {
    const attempts: Array<{ attempt: number; lastAttempt: boolean }> = [];
    bus = new RabbitBus({ url, exchange, logger: createLogger('t', 'silent'), retryDelaysMs });
    await bus.subscribe({ queue, topics: ['reservation.#'] }, async (_message, { attempt, lastAttempt }) => {
      attempts.push({ attempt, lastAttempt: lastAttempt ?? false });
      throw new Error('SMTP still down');
    });
    await bus.waitUntilConnected();
    const message = envelope('reservation.requested');
    await bus.publish(message);
    const parkedOnce = async () => {
      const [parked] = await listDeadLetters(url, queue);
      return parked;
    };
    expect((await waitFor('parked after three attempts', parkedOnce))!.attempts).toBe(3);

    attempts.length = 0;
    await replayDeadLetters(url, queue, [message.id]);
    const again = await waitFor('parked again', parkedOnce);
    expect(again.attempts).toBe(3);
    expect(attempts).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ]);
  });
});
