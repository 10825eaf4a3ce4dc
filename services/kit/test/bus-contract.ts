import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope, QueueDeclaration } from '@ristorante/contracts';
import { UnroutableMessageError, type Bus } from '../src/index.js';
import { waitFor } from '../src/testing/index.js';

export const testRetryDelaysMs = [50, 100];
/** Short, so a test sees a hanging handler given up on. */
export const testHandlerTimeoutMs = 300;

/** What a bus under test is made with: a topology of its own (one queue nobody consumes at first). */
export interface BusSetup {
  queues: QueueDeclaration[];
  handlerTimeoutMs: number;
}

export function envelope(type: string, payload: unknown = {}): EventEnvelope {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}

export interface BusUnderTest {
  bus: Bus;
  /** Removes what the test left in a shared broker: the queues it used and its exchange. */
  cleanup?: (queues: string[]) => Promise<void>;
}

/** What every bus adapter must do; run once per adapter. `makeBus` gets an exchange name unique to the test. */
export function busContract(makeBus: (exchange: string, setup: BusSetup) => Promise<BusUnderTest>): void {
  let bus: Bus;
  let cleanup: BusUnderTest['cleanup'];
  let used: Set<string>;
  let queue: (name: string) => string;
  let declared: QueueDeclaration;

  beforeEach(async () => {
    const id = randomUUID().slice(0, 8);
    used = new Set();
    queue = (name) => {
      used.add(`t.${id}.${name}`);
      return `t.${id}.${name}`;
    };
    declared = { name: queue('declared'), topics: ['waiting.#'] };
    ({ bus, cleanup } = await makeBus(`t.${id}.events`, { queues: [declared], handlerTimeoutMs: testHandlerTimeoutMs }));
  });
  afterEach(async () => {
    await bus.close();
    await cleanup?.([...used]);
  });

  it('when a message is published, then every queue whose topic matches gets it, and others do not', async () => {
    const bookings: string[] = [];
    const everything: string[] = [];
    const contacts: string[] = [];
    await bus.subscribe({ queue: queue('bookings'), topics: ['reservation.*'] }, async (m) => void bookings.push(m.type));
    await bus.subscribe({ queue: queue('all'), topics: ['#'] }, async (m) => void everything.push(m.type));
    await bus.subscribe({ queue: queue('contacts'), topics: ['contact.#'] }, async (m) => void contacts.push(m.type));

    await bus.publish(envelope('reservation.requested', { guests: 2 }));
    await bus.publish(envelope('contact.message.received'));

    await waitFor('both messages on the catch-all queue', () => (everything.length === 2 ? true : undefined));
    await waitFor('the reservation', () => (bookings.length === 1 ? true : undefined));
    await waitFor('the contact message', () => (contacts.length === 1 ? true : undefined));
    expect(bookings).toEqual(['reservation.requested']);
    expect(contacts).toEqual(['contact.message.received']);
  });

  it('when a message arrives, then the handler gets the published envelope intact', async () => {
    const received: EventEnvelope[] = [];
    await bus.subscribe({ queue: queue('intact'), topics: ['reservation.#'] }, async (m) => void received.push(m));
    const sent = envelope('reservation.confirmed', { name: 'Anna', guests: 4, nested: { ok: true } });
    await bus.publish(sent);
    await waitFor('delivery', () => received[0]);
    expect(received).toEqual([sent]);
  });

  it('when two consumers share one queue, then each message is handled by exactly one of them', async () => {
    const seen: string[] = [];
    const handler = async (m: EventEnvelope) => void seen.push(m.id);
    await bus.subscribe({ queue: queue('shared'), topics: ['feedback.#'] }, handler);
    await bus.subscribe({ queue: queue('shared'), topics: ['feedback.#'] }, handler);
    const sent = Array.from({ length: 10 }, () => envelope('feedback.received'));
    for (const message of sent) await bus.publish(message);
    await waitFor('all ten', () => (seen.length >= 10 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.sort()).toEqual(sent.map((m) => m.id).sort());
  });

  it('when a handler fails and then succeeds, then the message is retried and handled once, not dead-lettered', async () => {
    const attempts: number[] = [];
    let handled = 0;
    await bus.subscribe({ queue: queue('flaky'), topics: ['reservation.#'] }, async (_m, { attempt }) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error(`flaky failure ${attempt}`);
      handled += 1;
    });
    await bus.publish(envelope('reservation.requested'));
    await waitFor('success on the third try', () => (handled === 1 ? true : undefined));
    expect(attempts).toEqual([1, 2, 3]);
    expect(await bus.takeDeadLetters(queue('flaky'))).toEqual([]);
  });

  it('when a handler keeps failing, then its message lands in the dead-letter queue and other messages still flow', async () => {
    const handled: string[] = [];
    await bus.subscribe({ queue: queue('poisoned'), topics: ['reservation.#'] }, async (m) => {
      if (m.type === 'reservation.broken') throw new Error('cannot handle this one');
      handled.push(m.id);
    });
    const broken = envelope('reservation.broken');
    const fine = envelope('reservation.requested');
    await bus.publish(broken);
    await bus.publish(fine);
    await waitFor('the good message', () => (handled.includes(fine.id) ? true : undefined));
    const dead = await waitFor('the dead letter', async () => {
      const letters = await bus.takeDeadLetters(queue('poisoned'));
      return letters.length > 0 ? letters : undefined;
    });
    expect(dead).toHaveLength(1);
    expect(JSON.parse(dead[0]!.body)).toMatchObject({ id: broken.id });
    expect(dead[0]!.attempts).toBe(testRetryDelaysMs.length + 1);
    expect(dead[0]!.error).toContain('cannot handle this one');
  });

  it('when a message is published for a declared queue before its consumer subscribes, then the consumer gets it once it does', async () => {
    const message = envelope('waiting.for.consumer');
    await bus.publish(message);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const received: string[] = [];
    await bus.subscribe({ queue: declared.name, topics: declared.topics }, async (m) => void received.push(m.id));

    await waitFor('the message that waited', () => (received.length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([message.id]);
  });

  it('when no queue takes a message, then publish fails (its outbox keeps it) rather than dropping it', async () => {
    await bus.subscribe({ queue: queue('bookings-only'), topics: ['reservation.#'] }, async () => undefined);

    await expect(bus.publish(envelope('nobody.listens'))).rejects.toThrow(UnroutableMessageError);
  });

  it('when a handler hangs, then it counts as failed after its time limit: retried, then parked', async () => {
    const attempts: number[] = [];
    await bus.subscribe({ queue: queue('hanging'), topics: ['reservation.#'] }, (_m, { attempt }) => {
      attempts.push(attempt);
      return new Promise<void>(() => undefined);
    });
    const message = envelope('reservation.requested');
    await bus.publish(message);

    const dead = await waitFor('the hanging message parked', async () => {
      const letters = await bus.takeDeadLetters(queue('hanging'));
      return letters.length > 0 ? letters : undefined;
    });
    expect(JSON.parse(dead[0]!.body)).toMatchObject({ id: message.id });
    expect(dead[0]!.error).toMatch(/took longer than 300 ms/);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('when a message is not a valid envelope, then publish refuses it', async () => {
    await expect(bus.publish({ id: 'not-a-uuid', type: 'x', occurredAt: 'yesterday', payload: {} })).rejects.toThrow();
  });
}

export function describeBus(name: string, makeBus: Parameters<typeof busContract>[0]): void {
  describe(name, () => busContract(makeBus));
}
