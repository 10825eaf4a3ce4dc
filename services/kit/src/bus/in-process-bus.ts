import { eventEnvelopeSchema, type EventEnvelope, type QueueDeclaration } from '@ristorante/contracts';
import type { Logger } from '../logging/logger.js';
import {
  defaultHandlerTimeoutMs,
  defaultRetryDelaysMs,
  UnroutableMessageError,
  deliverOnce,
  type Bus,
  type DeadLetter,
  type MessageHandler,
  type RetryPolicy,
  type Subscription,
} from './bus.js';
import { topicMatches } from './topic-pattern.js';

interface Queue {
  topics: Set<string>;
  handlers: MessageHandler[];
  next: number;
  /** Messages that arrived before anyone subscribed: handed over when someone does. */
  waiting: string[];
}

export interface InProcessBusOptions extends Partial<RetryPolicy> {
  logger: Logger;
  /** Every consumer's queue (contracts' `busTopology`): they take messages before their consumer subscribes. */
  queues?: readonly QueueDeclaration[];
  handlerTimeoutMs?: number;
}

/**
 * The bus inside one process, for the embedded mode where every service runs in one Node process.
 * Same contract as RabbitMQ: topic routing, one queue per consumer (declared ones keep messages until their
 * consumer subscribes), a publish no queue takes fails, retries with delays, a dead-letter queue.
 * Messages pass through JSON, so a handler never shares an object with the publisher. Nothing is durable:
 * retries still waiting when the process stops are lost, so it serves the embedded mode only.
 */
export class InProcessBus implements Bus {
  private readonly queues = new Map<string, Queue>();
  private readonly dead = new Map<string, DeadLetter[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  private readonly retryDelaysMs: number[];
  private readonly handlerTimeoutMs: number;

  constructor(private readonly options: InProcessBusOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    this.handlerTimeoutMs = options.handlerTimeoutMs ?? defaultHandlerTimeoutMs;
    for (const { name, topics } of options.queues ?? []) this.queueNamed(name, topics);
  }

  async publish(message: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const body = JSON.stringify(eventEnvelopeSchema.parse(message));
    const takers = [...this.queues].filter(([, queue]) => [...queue.topics].some((topic) => topicMatches(topic, message.type)));
    if (takers.length === 0) throw new UnroutableMessageError(`no queue takes ${message.type}`);
    for (const [name, queue] of takers) {
      if (queue.handlers.length > 0) this.schedule(name, body, 1, 0);
      else queue.waiting.push(body);
    }
  }

  async subscribe(subscription: Subscription, handler: MessageHandler): Promise<void> {
    const queue = this.queueNamed(subscription.queue, subscription.topics);
    queue.handlers.push(handler);
    for (const body of queue.waiting.splice(0)) this.schedule(subscription.queue, body, 1, 0);
  }

  async takeDeadLetters(queue: string, limit = 100): Promise<DeadLetter[]> {
    const parked = this.dead.get(queue) ?? [];
    return parked.splice(0, limit);
  }

  async countDeadLetters(queue: string): Promise<number> {
    return this.dead.get(queue)?.length ?? 0;
  }

  async check(): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private queueNamed(name: string, topics: readonly string[]): Queue {
    const queue = this.queues.get(name) ?? { topics: new Set<string>(), handlers: [], next: 0, waiting: [] };
    topics.forEach((topic) => queue.topics.add(topic));
    this.queues.set(name, queue);
    return queue;
  }

  private schedule(queueName: string, body: string, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(queueName, body, attempt).finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }, delayMs);
    this.timers.add(timer);
  }

  private async deliver(queueName: string, body: string, attempt: number): Promise<void> {
    const queue = this.queues.get(queueName);
    if (!queue || this.closed) return;
    const handler = queue.handlers[queue.next++ % queue.handlers.length]!;
    let message: EventEnvelope;
    try {
      message = eventEnvelopeSchema.parse(JSON.parse(body));
    } catch (error) {
      this.park(queueName, body, attempt, `unreadable message: ${String(error)}`);
      return;
    }
    const outcome = await deliverOnce(handler, message, attempt, this.retryDelaysMs, this.handlerTimeoutMs);
    if (outcome.ok) return;
    if (outcome.retryInMs === undefined || this.closed) {
      this.park(queueName, body, attempt, outcome.reason);
    } else {
      this.options.logger.warn(
        { queue: queueName, messageId: message.id, attempt, err: outcome.error },
        'handler failed; will retry',
      );
      this.schedule(queueName, body, attempt + 1, outcome.retryInMs);
    }
  }

  private park(queue: string, body: string, attempts: number, error: string): void {
    this.options.logger.error({ queue, attempts, error }, 'message dead-lettered');
    const parked = this.dead.get(queue) ?? [];
    parked.push({ queue, body, attempts, error });
    this.dead.set(queue, parked);
  }
}
