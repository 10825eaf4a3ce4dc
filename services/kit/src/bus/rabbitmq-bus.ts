import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { eventEnvelopeSchema, type EventEnvelope, type QueueDeclaration } from '@ristorante/contracts';
import type { Logger } from '../logging/logger.js';
import {
  defaultRetryDelaysMs,
  defaultHandlerTimeoutMs,
  type Bus,
  type DeadLetter,
  type MessageHandler,
  type RetryPolicy,
  type Subscription,
  UnroutableMessageError,
  deliverOnce,
} from './bus.js';

export interface RabbitBusOptions extends Partial<RetryPolicy> {
  url: string;
  logger: Logger;
  /** The topic exchange every event is published to. */
  exchange?: string;
  /** Shown in the broker's management UI. */
  connectionName?: string;
  /**
   * How long `publish` may take in all: waiting for a connection and for the broker's confirm. Past it the
   * publish fails and the outbox tries again later, so an outbox transaction never holds its rows for long.
   */
  publishTimeoutMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** AMQP heartbeat: how soon a silently dead connection (half-open network) is noticed. */
  heartbeatSeconds?: number;
  /**
   * Every consumer's queue in the system (contracts' `busTopology`): declared on every connect, by a publisher
   * too, so a message for a consumer that has not started yet waits in its queue.
   */
  queues?: readonly QueueDeclaration[];
  /**
   * Deliveries of one message before the broker parks it in the dead-letter queue whatever the handler does: a
   * message that crashes its consumer, or hangs it until its channel dies, comes back only this often.
   */
  deliveryLimit?: number;
  /** A handler still running after this long counts as failed: its message is retried, the consumer moves on. */
  handlerTimeoutMs?: number;
  /**
   * How long a forward to a retry or dead-letter queue waits for the broker's confirm. Past it, the message is
   * given back (its channel closed, the consumer restarted) rather than holding one of the consumer's prefetch
   * places for as long as the connection lives (docs/decisions.md 125).
   */
  forwardConfirmTimeoutMs?: number;
}

/** One subscription, and the channel it currently consumes on (none while it is down). */
interface Consumer {
  subscription: Subscription;
  handler: MessageHandler;
  connection?: ChannelModel;
  channel?: ConfirmChannel;
  consumerTag?: string;
}

const attemptHeader = 'x-attempt';
const errorHeader = 'x-last-error';
const consumerRestartDelayMs = 500;
export const defaultForwardConfirmTimeoutMs = 10_000;

/** A forward the broker did not confirm in time: the original stays unacknowledged and its channel is closed. */
class ForwardNotConfirmedError extends Error {}
export const defaultDeliveryLimit = 5;

/** The queues that hold a consumer's retries: one per delay, each dead-lettering back into the main queue. */
export const retryQueueName = (queue: string, delayMs: number) => `${queue}.retry.${delayMs}ms`;
export const deadLetterQueueName = (queue: string) => `${queue}.dead`;

/** A forward is known by where it went and its message's id. */
const forwardKey = (queue: string, messageId: unknown) => `${queue}\u0000${String(messageId)}`;

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

/**
 * Quorum queues (replicated, and they count deliveries); what they dead-letter (expired retries, messages past
 * their delivery limit) moves at least once, never dropped on the way.
 */
const quorum = (extra: Record<string, unknown> = {}) => ({
  durable: true,
  arguments: { 'x-queue-type': 'quorum', 'x-dead-letter-strategy': 'at-least-once', 'x-overflow': 'reject-publish', ...extra },
});

/** Headers the broker sets on delivery: a message forwarded by hand starts without them. */
function withoutBrokerHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> {
  const { 'x-delivery-count': _count, 'x-death': _death, ...rest } = headers ?? {};
  return rest;
}

/** Why the broker itself dead-lettered a message (its delivery limit), from its `x-death` header. */
function brokerReason(headers: Record<string, unknown>): string | undefined {
  const deaths = headers['x-death'];
  const reason = Array.isArray(deaths) ? (deaths[0] as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? `dead-lettered by RabbitMQ: ${reason}` : undefined;
}

/** Each step of a shutdown waits for the broker at most this long: a dead network must not hang a shutdown. */
const closeStepTimeoutMs = 2_000;
const bounded = (step: Promise<unknown>) =>
  Promise.race([step.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, closeStepTimeoutMs).unref())]);

/**
 * RabbitMQ behind the bus contract. One connection, a confirm channel for publishing and one per consumer.
 * When the connection drops it reconnects with growing back-off, declares its topology again and resumes
 * every consumer; a consumer whose channel alone is closed (the broker cancelled it, its queue was deleted)
 * is restarted on its own. A publish made during an outage waits for the new connection, within
 * `publishTimeoutMs`. Every publish is `mandatory`: one that no queue takes comes back, the topology is declared
 * again, and if it still finds no queue the publish fails (the outbox keeps the event). Retries go through
 * per-delay queues with a message TTL, so a waiting retry survives a crash of the consumer; the broker counts
 * deliveries, so a message that keeps killing its consumer is parked after `deliveryLimit` of them.
 */
export class RabbitBus implements Bus {
  private connection: ChannelModel | undefined;
  private publishChannel: ConfirmChannel | undefined;
  /** Why the broker is refusing publishes right now (a memory or disk alarm), if it is. */
  private blockedReason: string | undefined;
  private readonly consumers: Consumer[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private connectedWaiters: Array<() => void> = [];
  /** Ids of published messages the broker returned (no queue took them), until their confirm arrives. */
  private readonly returned = new Set<string>();
  /** The same for each consumer's channel: what a forward to a retry or dead-letter queue got back. */
  private readonly forwardsReturned = new WeakMap<Channel, Set<string>>();
  private connecting: Promise<void> | undefined;
  private cancelBackoff: (() => void) | undefined;
  private closed = false;
  private readonly exchange: string;
  private readonly retryDelaysMs: number[];
  private readonly deliveryLimit: number;
  private readonly handlerTimeoutMs: number;
  private readonly forwardConfirmTimeoutMs: number;
  private readonly log: Logger;

  constructor(private readonly options: RabbitBusOptions) {
    this.exchange = options.exchange ?? 'restaurant.events';
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    this.deliveryLimit = options.deliveryLimit ?? defaultDeliveryLimit;
    this.handlerTimeoutMs = options.handlerTimeoutMs ?? defaultHandlerTimeoutMs;
    this.forwardConfirmTimeoutMs = options.forwardConfirmTimeoutMs ?? defaultForwardConfirmTimeoutMs;
    this.log = options.logger.child({ component: 'bus' });
    this.connectInBackground();
  }

  /** Resolves once connected; rejects after `timeoutMs`. */
  async waitUntilConnected(timeoutMs = 10_000): Promise<void> {
    await this.channel(Date.now() + timeoutMs);
  }

  async publish(message: EventEnvelope): Promise<void> {
    const body = Buffer.from(JSON.stringify(eventEnvelopeSchema.parse(message)));
    const deadline = Date.now() + (this.options.publishTimeoutMs ?? 10_000);
    let declaredAgain = false;
    for (;;) {
      const channel = await this.channel(deadline);
      if (this.blockedReason) throw new Error(`RabbitMQ refuses publishes for now: ${this.blockedReason}`);
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error('RabbitMQ did not confirm the message in time')),
            deadline - Date.now(),
          );
          channel.publish(
            this.exchange,
            message.type,
            body,
            {
              persistent: true,
              mandatory: true,
              messageId: message.id,
              type: message.type,
              contentType: 'application/json',
              ...(message.correlationId ? { correlationId: message.correlationId } : {}),
            },
            (error: unknown) => {
              clearTimeout(timer);
              // The broker sends a returned message back before confirming it.
              if (this.returned.delete(message.id)) reject(new UnroutableMessageError(`no queue takes ${message.type}`));
              else if (error) reject(asError(error));
              else resolve();
            },
          );
        });
        return;
      } catch (error) {
        if (error instanceof UnroutableMessageError) {
          // Its queue is gone (a broker that lost its state, a queue deleted by hand): declare the topology again
          // and try once more; a type no queue is bound for fails, and the outbox keeps it.
          if (declaredAgain || this.closed) throw error;
          declaredAgain = true;
          this.log.warn({ type: message.type, messageId: message.id }, 'no queue took an event; declaring the topology again');
          await this.declareTopology(channel);
          continue;
        }
        // No confirm: the message may or may not have arrived. Publish again on the next connection while time
        // remains (at least once; consumers drop repeats by id).
        if (this.closed || Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async subscribe(subscription: Subscription, handler: MessageHandler): Promise<void> {
    const consumer: Consumer = { subscription, handler };
    this.consumers.push(consumer);
    if (this.connection) await this.ensureConsumer(this.connection, consumer);
  }

  async takeDeadLetters(queue: string, limit = 100): Promise<DeadLetter[]> {
    const connection = this.connection;
    if (!connection) throw new Error('RabbitMQ is not connected');
    // A channel of its own, listened to: an unheard channel error (its queue missing) would close the connection.
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    try {
      const taken: DeadLetter[] = [];
      while (taken.length < limit) {
        const message = await channel.get(deadLetterQueueName(queue), { noAck: false });
        if (!message) break;
        const headers = message.properties.headers ?? {};
        taken.push({
          queue,
          body: message.content.toString(),
          attempts: Number(headers[attemptHeader] ?? 1),
          error: String(headers[errorHeader] ?? brokerReason(headers) ?? ''),
        });
        channel.ack(message);
      }
      return taken;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async countDeadLetters(queue: string): Promise<number> {
    const connection = this.connection;
    if (!connection) throw new Error('RabbitMQ is not connected');
    // A channel of its own: a failed check closes its channel, which must not be the publishers'.
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    try {
      return (await channel.checkQueue(deadLetterQueueName(queue))).messageCount;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async check(): Promise<void> {
    if (!this.connection || !this.publishChannel) throw new Error('RabbitMQ is not connected');
    if (this.blockedReason) throw new Error(`RabbitMQ refuses publishes for now: ${this.blockedReason}`);
    const down = this.consumers.filter((consumer) => !consumer.channel).map((consumer) => consumer.subscription.queue);
    if (down.length > 0) throw new Error(`not consuming from ${down.join(', ')}`);
  }

  /**
   * Stops taking new messages, lets the handlers in flight finish and settle their messages, then closes the
   * channels (which flushes their acknowledgements) and the connection.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelBackoff?.();
    const waiters = this.connectedWaiters;
    this.connectedWaiters = [];
    waiters.forEach((wake) => wake());
    await this.connecting;
    for (const consumer of this.consumers) {
      if (consumer.channel && consumer.consumerTag) await bounded(consumer.channel.cancel(consumer.consumerTag));
    }
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    for (const consumer of this.consumers) {
      const channel = consumer.channel;
      consumer.channel = undefined;
      if (channel) await bounded(channel.close());
    }
    const connection = this.connection;
    this.connection = undefined;
    this.publishChannel = undefined;
    if (connection) await bounded(connection.close());
  }

  private async channel(deadline: number): Promise<ConfirmChannel> {
    while (!this.publishChannel) {
      if (this.closed) throw new Error('bus is closed');
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('RabbitMQ is not reachable');
      await new Promise<void>((resolve) => {
        // Removed again when it times out, so a long outage does not pile up waiters.
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.connectedWaiters = this.connectedWaiters.filter((waiter) => waiter !== wake);
          resolve();
        }, remaining);
        this.connectedWaiters.push(wake);
      });
    }
    return this.publishChannel;
  }

  private connectInBackground(): void {
    this.connecting ??= this.connectWithBackoff().finally(() => {
      this.connecting = undefined;
    });
  }

  /** Waits `ms`, unless the bus is closed meanwhile. */
  private backoff(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.cancelBackoff = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async connectWithBackoff(): Promise<void> {
    const min = this.options.reconnectMinMs ?? 200;
    const max = this.options.reconnectMaxMs ?? 10_000;
    for (let delay = min; !this.closed; delay = Math.min(delay * 2, max)) {
      try {
        await this.connectOnce();
        return;
      } catch (error) {
        this.log.warn({ err: error, retryInMs: delay }, 'RabbitMQ connection failed');
        await this.backoff(delay);
      }
    }
  }

  private connectionUrl(): string {
    const url = new URL(this.options.url);
    if (!url.searchParams.has('heartbeat')) url.searchParams.set('heartbeat', String(this.options.heartbeatSeconds ?? 10));
    return url.toString();
  }

  private async connectOnce(): Promise<void> {
    const connection = await amqp.connect(this.connectionUrl(), {
      timeout: 5_000,
      clientProperties: { connection_name: this.options.connectionName ?? 'restaurant' },
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.connection === connection) {
        this.connection = undefined;
        this.publishChannel = undefined;
        this.blockedReason = undefined;
        for (const consumer of this.consumers) consumer.channel = undefined;
      }
      if (!this.closed) {
        this.log.warn({ err: error }, 'RabbitMQ connection lost; reconnecting');
        this.connectInBackground();
      }
    };
    connection.on('error', (error: Error) => this.log.warn({ err: error }, 'RabbitMQ connection error'));
    connection.on('close', onLost);
    connection.on('blocked', (reason: string) => {
      this.blockedReason = reason;
      this.log.warn({ reason }, 'RabbitMQ blocks publishers');
    });
    connection.on('unblocked', () => {
      this.blockedReason = undefined;
      this.log.info('RabbitMQ accepts publishers again');
    });
    try {
      if (this.closed) throw new Error('bus closed while connecting');
      const publishChannel = await connection.createConfirmChannel();
      // A channel error closes the channel but not the connection; start over on a fresh connection.
      publishChannel.on('error', (error: Error) => this.log.warn({ err: error }, 'RabbitMQ channel error'));
      publishChannel.on('close', () => {
        if (!lost && !this.closed) void connection.close().catch(() => undefined);
      });
      publishChannel.on('return', (returned: ConsumeMessage) => {
        const id = returned.properties.messageId as unknown;
        if (typeof id === 'string') this.returned.add(id);
      });
      await this.declareTopology(publishChannel);
      for (const consumer of this.consumers) {
        if (this.closed) break;
        await this.ensureConsumer(connection, consumer);
      }
      if (this.closed) throw new Error('bus closed while connecting');
      this.connection = connection;
      this.publishChannel = publishChannel;
      // A subscription that arrived while we were connecting.
      for (const consumer of this.consumers) await this.ensureConsumer(connection, consumer);
      this.log.info('RabbitMQ connected');
      const waiters = this.connectedWaiters;
      this.connectedWaiters = [];
      waiters.forEach((wake) => wake());
    } catch (error) {
      lost = true;
      await connection.close().catch(() => undefined);
      throw error;
    }
  }

  private async ensureConsumer(connection: ChannelModel, consumer: Consumer): Promise<void> {
    if (consumer.connection === connection && consumer.channel) return;
    consumer.connection = connection;
    try {
      await this.startConsumer(connection, consumer);
    } catch (error) {
      consumer.connection = undefined;
      throw error;
    }
  }

  /** A consumer's channel closed while its connection lives on: start it again shortly, on the live connection. */
  private restartConsumer(consumer: Consumer): void {
    setTimeout(() => {
      const connection = this.connection;
      if (this.closed || !connection || consumer.channel) return;
      this.ensureConsumer(connection, consumer).catch((error: unknown) => {
        this.log.warn({ err: error, queue: consumer.subscription.queue }, 'consumer restart failed; reconnecting');
        void connection.close().catch(() => undefined);
      });
    }, consumerRestartDelayMs);
  }

  private async startConsumer(connection: ChannelModel, consumer: Consumer): Promise<void> {
    const { queue, topics, prefetch = 10 } = consumer.subscription;
    const channel = await connection.createConfirmChannel();
    channel.on('error', (error: Error) => this.log.warn({ err: error, queue }, 'consumer channel error'));
    channel.on('close', () => {
      if (consumer.channel !== channel) return;
      consumer.channel = undefined;
      if (!this.closed && this.connection === connection) {
        this.log.warn({ queue }, 'consumer channel closed; restarting it');
        this.restartConsumer(consumer);
      }
    });
    const returned = new Set<string>();
    this.forwardsReturned.set(channel, returned);
    channel.on('return', (message: ConsumeMessage) =>
      returned.add(forwardKey(message.fields.routingKey, message.properties.messageId)),
    );
    await channel.prefetch(prefetch);
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    await this.declareQueue(channel, { name: queue, topics });
    const { consumerTag } = await channel.consume(queue, (raw) => {
      if (!raw) {
        // The broker cancelled this consumer (its queue was deleted, say): close the channel to restart it.
        void channel.close().catch(() => undefined);
        return;
      }
      const handling = this.handle(channel, consumer, raw).finally(() => this.inFlight.delete(handling));
      this.inFlight.add(handling);
    });
    consumer.channel = channel;
    consumer.consumerTag = consumerTag;
  }

  /** The exchange and every queue of the topology, as they should be; declaring what exists changes nothing. */
  private async declareTopology(channel: Channel): Promise<void> {
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    for (const queue of this.options.queues ?? []) await this.declareQueue(channel, queue);
  }

  /** A consumer's queue bound to its topics, with its retry queues and its dead-letter queue. */
  private async declareQueue(channel: Channel, { name, topics }: QueueDeclaration): Promise<void> {
    await channel.assertQueue(deadLetterQueueName(name), quorum());
    for (const delay of this.retryDelaysMs) {
      await channel.assertQueue(
        retryQueueName(name, delay),
        quorum({ 'x-message-ttl': delay, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': name }),
      );
    }
    await channel.assertQueue(
      name,
      quorum({
        'x-delivery-limit': this.deliveryLimit,
        'x-dead-letter-exchange': '',
        'x-dead-letter-routing-key': deadLetterQueueName(name),
      }),
    );
    for (const topic of topics) await channel.bindQueue(name, this.exchange, topic);
  }

  private async handle(channel: ConfirmChannel, { subscription, handler }: Consumer, raw: ConsumeMessage): Promise<void> {
    const headers = raw.properties.headers ?? {};
    const attempt = Number(headers[attemptHeader] ?? 1);
    const log = this.log.child({ queue: subscription.queue, messageId: raw.properties.messageId, attempt });
    try {
      let message: EventEnvelope;
      try {
        message = eventEnvelopeSchema.parse(JSON.parse(raw.content.toString()));
      } catch (error) {
        await this.forward(
          channel,
          subscription,
          deadLetterQueueName(subscription.queue),
          raw,
          attempt,
          `unreadable message: ${String(error)}`,
        );
        log.error('unreadable message dead-lettered');
        channel.ack(raw);
        return;
      }
      const outcome = await deliverOnce(handler, message, attempt, this.retryDelaysMs, this.handlerTimeoutMs);
      if (outcome.ok) {
        channel.ack(raw);
        return;
      }
      const { error, reason, retryInMs } = outcome;
      // Said before the forward, so a forward that never ends still leaves the failure in the log.
      log.debug({ err: error }, 'handler failed; forwarding');
      if (retryInMs === undefined) {
        await this.forward(channel, subscription, deadLetterQueueName(subscription.queue), raw, attempt, reason);
        log.error({ err: error }, 'handler kept failing; message dead-lettered');
      } else {
        await this.forward(channel, subscription, retryQueueName(subscription.queue, retryInMs), raw, attempt + 1, reason);
        log.warn({ err: error, retryInMs }, 'handler failed; will retry');
      }
      channel.ack(raw);
    } catch (error) {
      // The channel went away mid-handling, or no queue took the message where it had to go: it stays
      // unacknowledged, and the broker delivers it again once this channel is closed and the consumer restarted
      // (which declares its queues again).
      log.warn({ err: error }, 'could not settle message; the broker will redeliver it');
      if (error instanceof UnroutableMessageError || error instanceof ForwardNotConfirmedError)
        void channel.close().catch(() => undefined);
    }
  }

  /**
   * Moves a message to another queue, confirmed by the broker before the original is acknowledged. It is sent
   * `mandatory`: were that queue gone (deleted by hand, a broker that lost it), the broker would confirm and drop
   * it. A returned message makes the consumer declare its queues again and send it once more; returned twice, it
   * fails, and the original stays unacknowledged.
   */
  private async forward(
    channel: ConfirmChannel,
    subscription: Subscription,
    queue: string,
    raw: ConsumeMessage,
    attempt: number,
    error: string,
  ): Promise<void> {
    const messageId = (raw.properties.messageId as string | undefined) ?? randomUUID();
    try {
      await this.sendOnce(channel, queue, raw, messageId, attempt, error);
    } catch (failure) {
      if (!(failure instanceof UnroutableMessageError)) throw failure;
      this.log.warn({ queue, messageId }, 'no queue took a forwarded message; declaring the queues again');
      await this.declareQueue(channel, { name: subscription.queue, topics: subscription.topics });
      await this.sendOnce(channel, queue, raw, messageId, attempt, error);
    }
  }

  private sendOnce(
    channel: ConfirmChannel,
    queue: string,
    raw: ConsumeMessage,
    messageId: string,
    attempt: number,
    error: string,
  ): Promise<void> {
    const returned = this.forwardsReturned.get(channel);
    let timer: NodeJS.Timeout | undefined;
    const unconfirmed = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ForwardNotConfirmedError(
              `the broker did not confirm the forward to ${queue} within ${this.forwardConfirmTimeoutMs} ms`,
            ),
          ),
        this.forwardConfirmTimeoutMs,
      );
    });
    const confirmed = new Promise<void>((resolve, reject) => {
      channel.sendToQueue(
        queue,
        raw.content,
        {
          persistent: true,
          mandatory: true,
          messageId,
          type: raw.properties.type,
          contentType: raw.properties.contentType,
          headers: {
            ...withoutBrokerHeaders(raw.properties.headers),
            [attemptHeader]: attempt,
            [errorHeader]: error.slice(0, 500),
            // When it was parked: what is kept there holds guests' data, purged after a while (dead-letters.ts).
            ...(queue.endsWith('.dead') ? { 'x-dead-at': new Date().toISOString() } : {}),
          },
        },
        (failure: unknown) => {
          // The broker sends a returned message back before confirming it.
          if (returned?.delete(forwardKey(queue, messageId))) reject(new UnroutableMessageError(`no queue ${queue}`));
          else if (failure) reject(asError(failure));
          else resolve();
        },
      );
    });
    return Promise.race([confirmed, unconfirmed]).finally(() => clearTimeout(timer));
  }
}
