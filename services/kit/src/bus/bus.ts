import type { EventEnvelope } from '@ristorante/contracts';

export interface DeliveryContext {
  /** 1 on first delivery; grows with each retry. */
  attempt: number;
  /** Set by the bus: whether a failure of this try parks the message in the dead-letter queue (no retry is left). */
  lastAttempt?: boolean;
}

export type MessageHandler = (message: EventEnvelope, context: DeliveryContext) => Promise<void>;

export interface Subscription {
  /** The consumer's durable queue; several processes with the same queue share its messages. */
  queue: string;
  /** Topic patterns: `*` matches one dotted word, `#` zero or more (RabbitMQ topic semantics). */
  topics: readonly string[];
  /** Messages handled at once by this process. */
  prefetch?: number;
}

/** A message that kept failing (or could not be read) and was parked for a person to look at. */
export interface DeadLetter {
  queue: string;
  body: string;
  attempts: number;
  error: string;
}

/**
 * The message bus every service uses. `publish` resolves once the broker has taken the message (a publisher
 * confirm); a handler that throws is retried with growing delays, then parked in the queue's dead-letter queue.
 * Delivery is at least once: handlers must be idempotent (the event id says what was already handled).
 */
export interface Bus {
  publish(message: EventEnvelope): Promise<void>;
  subscribe(subscription: Subscription, handler: MessageHandler): Promise<void>;
  /** Removes and returns up to `limit` parked messages of a queue, oldest first. */
  takeDeadLetters(queue: string, limit?: number): Promise<DeadLetter[]>;
  /** How many messages are parked for a queue right now (for the `bus_dead_letters` series, docs/decisions.md 118). */
  countDeadLetters(queue: string): Promise<number>;
  /** Throws unless the bus can publish and consume right now (for `/readyz`). */
  check(): Promise<void>;
  /** Stops consuming, waits for handlers in flight, disconnects. */
  close(): Promise<void>;
}

export interface RetryPolicy {
  /** The wait before each retry; a message is tried `retryDelaysMs.length + 1` times in all. */
  retryDelaysMs: number[];
}

export const defaultRetryDelaysMs = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000];

/** No queue takes a published message: nobody would ever read it, so the publish fails (the outbox keeps it). */
export class UnroutableMessageError extends Error {}

/** How long a handler may run before its message counts as failed (and is retried). */
export const defaultHandlerTimeoutMs = 120_000;

/** Runs `work`, failing it after `ms` (the work itself goes on; handlers are idempotent). */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What became of one delivery to a handler: done, or failed with its reason and when to try again (none: give up). */
export type HandlerOutcome = { ok: true } | { ok: false; error: unknown; reason: string; retryInMs: number | undefined };

/**
 * One delivery of `message` to `handler`, within `timeoutMs`, as both buses make it: the handler hears whether this
 * is its last attempt (no retry delay is left); a failure answers the delay of the next attempt, if there is one.
 */
export async function deliverOnce(
  handler: MessageHandler,
  message: EventEnvelope,
  attempt: number,
  retryDelaysMs: readonly number[],
  timeoutMs: number,
): Promise<HandlerOutcome> {
  try {
    await withinTime(
      handler(message, { attempt, lastAttempt: retryDelaysMs[attempt - 1] === undefined }),
      timeoutMs,
      'the handler',
    );
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      error,
      reason: error instanceof Error ? error.message : String(error),
      retryInMs: retryDelaysMs[attempt - 1],
    };
  }
}
