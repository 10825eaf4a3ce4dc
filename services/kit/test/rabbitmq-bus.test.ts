import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@ristorante/contracts';
import { createLogger, deadLetterQueueName, RabbitBus, retryQueueName } from '../src/index.js';
import { deleteTopology, startTcpProxy, testBroker, viaProxy, waitFor, type TcpProxy } from '../src/testing/index.js';
import { busContract, envelope, testRetryDelaysMs } from './bus-contract.js';

const broker = testBroker();
const logger = createLogger('test', (process.env.BUS_TEST_LOG as 'silent') ?? 'silent');
const title = (name: string) => (broker.url ? name : `${name} (skipped: ${broker.missingReason})`);

const rabbitOptions = (url: string, exchange: string) => ({
  url,
  exchange,
  logger,
  retryDelaysMs: testRetryDelaysMs,
  reconnectMinMs: 50,
  reconnectMaxMs: 200,
  publishTimeoutMs: 15_000,
});
const rabbit = (url: string, exchange: string) => new RabbitBus(rabbitOptions(url, exchange));

describe.skipIf(!broker.url)(title('bus contract: RabbitMQ adapter'), () => {
  busContract(async (exchange, setup) => {
    const bus = new RabbitBus({ ...rabbitOptions(broker.url!, exchange), ...setup });
    await bus.waitUntilConnected();
    return { bus, cleanup: (queues) => deleteTopology(broker.url!, exchange, queues, testRetryDelaysMs) };
  });
});

describe.skipIf(!broker.url)(title('RabbitMQ adapter under faults'), () => {
  const url = broker.url!;
  let proxy: TcpProxy;
  let exchange: string;
  let queue: string;
  let buses: RabbitBus[];

  beforeEach(async () => {
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
    const id = randomUUID().slice(0, 8);
    exchange = `t.${id}.events`;
    queue = `t.${id}.worker`;
    buses = [];
  });
  afterEach(async () => {
    for (const bus of buses) await bus.close();
    await proxy.close();
    await deleteTopology(url, exchange, [queue], testRetryDelaysMs);
  });

  const connected = async (busUrl: string) => {
    const bus = rabbit(busUrl, exchange);
    buses.push(bus);
    await bus.waitUntilConnected();
    return bus;
  };

  it('when the connection is cut, then a message published meanwhile is delivered once it is back', async () => {
    const consumer = await connected(url);
    const received: string[] = [];
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (m) => void received.push(m.id));
    const publisher = await connected(viaProxy(url, proxy));

    proxy.cut();
    await waitFor('the publisher to notice the cut', () =>
      publisher.check().then(
        () => undefined,
        () => true,
      ),
    );
    const message = envelope('reservation.requested');
    const publishing = publisher.publish(message);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
    proxy.restore();

    await publishing;
    await waitFor('delivery after the connection came back', () => (received.length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([message.id]);
  });

  it('when the consumer loses its connection, then it reconnects and resumes consuming', async () => {
    const consumer = await connected(viaProxy(url, proxy));
    const received: EventEnvelope[] = [];
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (m) => void received.push(m));
    const publisher = await connected(url);

    proxy.cut();
    await waitFor('the consumer to notice the cut', () =>
      consumer.check().then(
        () => undefined,
        () => true,
      ),
    );
    const whileDown = envelope('reservation.requested');
    await publisher.publish(whileDown);
    proxy.restore();

    await consumer.waitUntilConnected();
    const afterwards = envelope('reservation.confirmed');
    await publisher.publish(afterwards);
    await waitFor('both messages', () => (received.length >= 2 ? true : undefined));
    expect(received.map((m) => m.id).sort()).toEqual([whileDown.id, afterwards.id].sort());
  });

  it('when the network goes silent, then publish fails within its timeout instead of hanging', async () => {
    const publisher = new RabbitBus({ url: viaProxy(url, proxy), exchange, logger, publishTimeoutMs: 500 });
    buses.push(publisher);
    await publisher.waitUntilConnected();
    proxy.freeze();
    await expect(publisher.publish(envelope('reservation.requested'))).rejects.toThrow(/did not confirm|not reachable/);
  });

  it('when closed while handlers run, then they finish, their messages are settled, and nothing is handled twice', async () => {
    const first = await connected(url);
    const handled: string[] = [];
    let started = 0;
    await first.subscribe({ queue, topics: ['reservation.#'], prefetch: 3 }, async (m) => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      handled.push(m.id);
    });
    const sent = Array.from({ length: 8 }, () => envelope('reservation.requested'));
    for (const message of sent) await first.publish(message);
    await waitFor('handlers in flight', () => (started > 0 ? true : undefined));
    await first.close();
    const handledBeforeClose = handled.length;
    expect(handledBeforeClose).toBe(started);

    const second = await connected(url);
    await second.subscribe({ queue, topics: ['reservation.#'] }, async (m) => void handled.push(m.id));
    await waitFor('the rest on the second consumer', () => (handled.length >= sent.length ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled.sort()).toEqual(sent.map((m) => m.id).sort());
  });

  it('when the broker cancels a consumer (its queue was deleted), then readiness fails until it has restarted it', async () => {
    const consumer = await connected(url);
    const received: string[] = [];
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (m) => void received.push(m.id));
    const admin = await amqp.connect(url);
    const channel = await admin.createChannel();
    await channel.deleteQueue(queue);
    await admin.close();
    await waitFor('readiness to report the dead consumer', () =>
      consumer.check().then(
        () => undefined,
        (error: Error) => error.message,
      ),
    );
    await waitFor('the consumer to be back', () =>
      consumer.check().then(
        () => true,
        () => undefined,
      ),
    );
    const message = envelope('reservation.requested');
    await consumer.publish(message);
    await waitFor('delivery to the restarted consumer', () => (received.includes(message.id) ? true : undefined));
  });

  it('when closed while still trying to connect, then it stops for good and declares nothing', async () => {
    proxy.cut();
    const bus = rabbit(viaProxy(url, proxy), exchange);
    await bus.subscribe({ queue, topics: ['reservation.#'] }, async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await bus.close();
    proxy.restore();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const admin = await amqp.connect(url);
    const channel = await admin.createChannel();
    channel.on('error', () => undefined);
    await expect(channel.checkQueue(queue)).rejects.toThrow(/NOT_FOUND/);
    await admin.close().catch(() => undefined);
  });

  it('when a message cannot be read, then it goes straight to the dead-letter queue and the next one is handled', async () => {
    const consumer = await connected(url);
    const received: string[] = [];
    let attempts = 0;
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (m) => {
      attempts += 1;
      received.push(m.id);
    });
    const raw = await amqp.connect(url);
    const channel = await raw.createConfirmChannel();
    channel.publish(exchange, 'reservation.requested', Buffer.from('{ not json'), { persistent: true });
    await channel.waitForConfirms();
    await raw.close();
    const good = envelope('reservation.requested');
    await consumer.publish(good);

    await waitFor('the good message', () => (received.includes(good.id) ? true : undefined));
    // Counted where it is parked (the `bus_dead_letters` series), and left there by the count.
    await waitFor('the unreadable message counted', async () =>
      (await consumer.countDeadLetters(queue)) === 1 ? true : undefined,
    );
    expect(await consumer.countDeadLetters(queue)).toBe(1);
    const dead = await waitFor('the unreadable message parked', async () => {
      const letters = await consumer.takeDeadLetters(queue);
      return letters.length > 0 ? letters : undefined;
    });
    expect(await consumer.countDeadLetters(queue)).toBe(0);
    expect(dead[0]!.body).toBe('{ not json');
    expect(dead[0]!.error).toMatch(/unreadable/);
    expect(attempts).toBe(1);
  });
});

describe.skipIf(!broker.url)(title('RabbitMQ adapter: its topology and delivery limit'), () => {
  const url = broker.url!;
  let exchange: string;
  let queue: string;
  let buses: RabbitBus[];

  beforeEach(() => {
    const id = randomUUID().slice(0, 8);
    exchange = `t.${id}.events`;
    queue = `t.${id}.worker`;
    buses = [];
  });
  afterEach(async () => {
    for (const bus of buses) await bus.close();
    await deleteTopology(url, exchange, [queue], testRetryDelaysMs);
  });

  const connected = async (options: Partial<ConstructorParameters<typeof RabbitBus>[0]> = {}, busUrl = url) => {
    const bus = new RabbitBus({
      ...rabbitOptions(busUrl, exchange),
      queues: [{ name: queue, topics: ['reservation.#'] }],
      ...options,
    });
    buses.push(bus);
    await bus.waitUntilConnected();
    return bus;
  };

  it('when the broker has lost a queue while a publisher is connected, then the publish declares it again and nothing is lost', async () => {
    const publisher = await connected();
    const admin = await amqp.connect(url);
    await (await admin.createChannel()).deleteQueue(queue);
    await admin.close();

    const message = envelope('reservation.requested');
    await publisher.publish(message);

    const consumer = await connected();
    const received: string[] = [];
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (m) => void received.push(m.id));
    await waitFor('the message published after the loss', () => (received.length > 0 ? true : undefined));
    expect(received).toEqual([message.id]);
  });

  const deleteQueue = async (name: string) => {
    const admin = await amqp.connect(url);
    await (await admin.createChannel()).deleteQueue(name);
    await admin.close();
  };

  it('when a retry queue is gone as a handler fails, then it is declared again and the retry still comes', async () => {
    const consumer = await connected();
    const attempts: number[] = [];
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (_m, { attempt }) => {
      attempts.push(attempt);
      if (attempt === 1) throw new Error('not yet');
    });
    await deleteQueue(retryQueueName(queue, testRetryDelaysMs[0]!));

    await consumer.publish(envelope('reservation.requested'));
    await waitFor('the second attempt', () => (attempts.includes(2) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toEqual([1, 2]);
  });

  it('when the dead-letter queue is gone as a message is parked, then it is declared again and the message kept there', async () => {
    const consumer = await connected({ retryDelaysMs: [] });
    let attempts = 0;
    await consumer.subscribe({ queue, topics: ['reservation.#'] }, async () => {
      attempts += 1;
      throw new Error('never works');
    });
    await deleteQueue(deadLetterQueueName(queue));

    const message = envelope('reservation.requested');
    await consumer.publish(message);
    const dead = await waitFor('the message parked', async () => {
      const letters = await consumer.takeDeadLetters(queue).catch(() => []);
      return letters.length > 0 ? letters : undefined;
    });
    expect(JSON.parse(dead[0]!.body)).toMatchObject({ id: message.id });
    expect(dead[0]!.error).toBe('never works');
    expect(attempts).toBe(1);
  });

  it('when the broker does not confirm a forward in time, then the message is given back and taken again, not held', async () => {
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
    try {
      const consumer = await connected({ forwardConfirmTimeoutMs: 200 }, viaProxy(url, proxy));
      const attempts: number[] = [];
      await consumer.subscribe({ queue, topics: ['reservation.#'], prefetch: 1 }, async (_m, { attempt }) => {
        attempts.push(attempt);
        // The broker's answers (the forward's confirm among them) are held back for a second and a half.
        if (attempts.length === 1) {
          proxy.holdReplies();
          setTimeout(() => proxy.restore(), 1_500);
          throw new Error('not yet');
        }
      });

      await consumer.publish(envelope('reservation.requested'));
      // Its channel closed, the broker delivers it again as the first attempt it still is, once the consumer is
      // back (the forward, confirmed late, brings its copy as the second attempt too, in either order).
      await waitFor('the message taken again', () =>
        attempts.filter((attempt) => attempt === 1).length >= 2 ? true : undefined,
      );
    } finally {
      await proxy.close();
    }
  });

  it('when a message kills its consumer every time, then the broker parks it after the delivery limit and the next is handled', async () => {
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
    try {
      // Every bus declares the queue, so all must agree on its limit.
      const publisher = await connected({ deliveryLimit: 2 });
      // A consumer that dies (its connection cut, as by SIGKILL) whenever it receives the poisoned message.
      const consumer = await connected({ deliveryLimit: 2, handlerTimeoutMs: 1_000 }, viaProxy(url, proxy));
      const deliveries: string[] = [];
      const handled: string[] = [];
      await consumer.subscribe({ queue, topics: ['reservation.#'] }, async (m) => {
        deliveries.push(m.type);
        if (m.type === 'reservation.poisoned') {
          proxy.cut();
          proxy.restore();
          return new Promise<void>(() => undefined);
        }
        handled.push(m.id);
      });
      const poisoned = envelope('reservation.poisoned');
      const fine = envelope('reservation.requested');
      await publisher.publish(poisoned);
      await publisher.publish(fine);

      await waitFor('the good message after the poisoned one', () => (handled.includes(fine.id) ? true : undefined), 15_000);
      const dead = await waitFor('the poisoned message parked', async () => {
        const letters = await publisher.takeDeadLetters(queue);
        return letters.length > 0 ? letters : undefined;
      });
      expect(JSON.parse(dead[0]!.body)).toMatchObject({ id: poisoned.id });
      expect(dead[0]!.error).toMatch(/delivery_limit/);
      // The first delivery and two redeliveries (the limit), then the dead-letter queue.
      expect(deliveries.filter((type) => type === 'reservation.poisoned')).toHaveLength(3);
    } finally {
      await proxy.close();
    }
  });
});
