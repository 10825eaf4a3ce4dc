import amqp, { type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { eventEnvelopeSchema, type EventEnvelope } from '@ristorante/contracts';
import type { Logger } from '../logging/logger.js';
import {
  defaultRetryDelaysMs,
  type Bus,
  type DeadLetter,
  type MessageHandler,
  type RetryPolicy,
  type Subscription,
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

/** The queues that hold a consumer's retries: one per delay, each dead-lettering back into the main queue. */
export const retryQueueName = (queue: string, delayMs: number) => `${queue}.retry.${delayMs}ms`;
export const deadLetterQueueName = (queue: string) => `${queue}.dead`;

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

/** Each step of a shutdown waits for the broker at most this long: a dead network must not hang a shutdown. */
const closeStepTimeoutMs = 2_000;
const bounded = (step: Promise<unknown>) =>
  Promise.race([step.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, closeStepTimeoutMs).unref())]);

/**
 * RabbitMQ behind the bus contract. One connection, a confirm channel for publishing and one per consumer.
 * When the connection drops it reconnects with growing back-off, declares its topology again and resumes
 * every consumer; a consumer whose channel alone is closed (the broker cancelled it, its queue was deleted)
 * is restarted on its own. A publish made during an outage waits for the new connection, within
 * `publishTimeoutMs`. Retries go through per-delay queues with a message TTL, so a waiting retry survives a
 * crash of the consumer.
 */
export class RabbitBus implements Bus {
  private connection: ChannelModel | undefined;
  private publishChannel: ConfirmChannel | undefined;
  /** Why the broker is refusing publishes right now (a memory or disk alarm), if it is. */
  private blockedReason: string | undefined;
  private readonly consumers: Consumer[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private connectedWaiters: Array<() => void> = [];
  private connecting: Promise<void> | undefined;
  private cancelBackoff: (() => void) | undefined;
  private closed = false;
  private readonly exchange: string;
  private readonly retryDelaysMs: number[];
  private readonly log: Logger;

  constructor(private readonly options: RabbitBusOptions) {
    this.exchange = options.exchange ?? 'restaurant.events';
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
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
            { persistent: true, messageId: message.id, type: message.type, contentType: 'application/json' },
            (error: unknown) => {
              clearTimeout(timer);
              if (error) reject(asError(error));
              else resolve();
            },
          );
        });
        return;
      } catch (error) {
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
    const channel = await connection.createChannel();
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
          error: String(headers[errorHeader] ?? ''),
        });
        channel.ack(message);
      }
      return taken;
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
        const timer = setTimeout(resolve, remaining);
        this.connectedWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
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
      await publishChannel.assertExchange(this.exchange, 'topic', { durable: true });
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
    await channel.prefetch(prefetch);
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    await channel.assertQueue(queue, { durable: true });
    for (const topic of topics) await channel.bindQueue(queue, this.exchange, topic);
    for (const delay of this.retryDelaysMs) {
      await channel.assertQueue(retryQueueName(queue, delay), {
        durable: true,
        arguments: { 'x-message-ttl': delay, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
      });
    }
    await channel.assertQueue(deadLetterQueueName(queue), { durable: true });
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
          deadLetterQueueName(subscription.queue),
          raw,
          attempt,
          `unreadable message: ${String(error)}`,
        );
        log.error('unreadable message dead-lettered');
        channel.ack(raw);
        return;
      }
      try {
        await handler(message, { attempt });
        channel.ack(raw);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delay = this.retryDelaysMs[attempt - 1];
        if (delay === undefined) {
          await this.forward(channel, deadLetterQueueName(subscription.queue), raw, attempt, reason);
          log.error({ err: error }, 'handler kept failing; message dead-lettered');
        } else {
          await this.forward(channel, retryQueueName(subscription.queue, delay), raw, attempt + 1, reason);
          log.warn({ err: error, retryInMs: delay }, 'handler failed; will retry');
        }
        channel.ack(raw);
      }
    } catch (error) {
      // The channel went away mid-handling: the message stays unacknowledged and the broker delivers it again.
      log.warn({ err: error }, 'could not settle message; the broker will redeliver it');
    }
  }

  /** Moves a message to another queue, confirmed by the broker before the original is acknowledged. */
  private forward(channel: ConfirmChannel, queue: string, raw: ConsumeMessage, attempt: number, error: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      channel.sendToQueue(
        queue,
        raw.content,
        {
          persistent: true,
          messageId: raw.properties.messageId,
          type: raw.properties.type,
          contentType: raw.properties.contentType,
          headers: { ...raw.properties.headers, [attemptHeader]: attempt, [errorHeader]: error.slice(0, 500) },
        },
        (failure: unknown) => (failure ? reject(asError(failure)) : resolve()),
      );
    });
  }
}
