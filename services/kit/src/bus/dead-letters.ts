import amqp, { type ConfirmChannel, type GetMessage } from 'amqplib';
import { deadLetterQueueName } from './rabbitmq-bus.js';

/** A message parked in a queue's dead-letter queue, as an operator sees it. */
export interface ParkedMessage {
  /** The consumer's queue it was parked from. */
  queue: string;
  messageId: string | undefined;
  type: string | undefined;
  attempts: number;
  /** Why: the handler's last error, or the broker's reason (its delivery limit). */
  error: string;
  /** When it was parked, if known. */
  parkedAt: Date | undefined;
  body: string;
}

type Decision = 'keep' | 'delete' | 'replay';

const headersOf = (message: GetMessage) => (message.properties.headers ?? {}) as Record<string, unknown>;

/** When a message was parked: our own stamp, or the broker's (`x-death` time, in seconds). */
function parkedAtOf(headers: Record<string, unknown>): Date | undefined {
  const own = headers['x-dead-at'];
  if (typeof own === 'string' && !Number.isNaN(Date.parse(own))) return new Date(own);
  const deaths = headers['x-death'];
  const time = Array.isArray(deaths) ? (deaths[0] as { time?: unknown } | undefined)?.time : undefined;
  const seconds =
    typeof time === 'number' ? time : typeof time === 'object' && time !== null && 'value' in time ? Number(time.value) : NaN;
  return Number.isNaN(seconds) ? undefined : new Date(seconds * 1000);
}

function toParked(queue: string, message: GetMessage): ParkedMessage {
  const headers = headersOf(message);
  const deaths = headers['x-death'];
  const reason = Array.isArray(deaths) ? (deaths[0] as { reason?: unknown } | undefined)?.reason : undefined;
  return {
    queue,
    messageId: typeof message.properties.messageId === 'string' ? message.properties.messageId : undefined,
    type: typeof message.properties.type === 'string' ? message.properties.type : undefined,
    attempts: Number(headers['x-attempt'] ?? 1),
    error: String(headers['x-last-error'] ?? (typeof reason === 'string' ? `dead-lettered by RabbitMQ: ${reason}` : '')),
    parkedAt: parkedAtOf(headers),
    body: message.content.toString(),
  };
}

/**
 * Goes through the messages parked for `queue` once, each decided on: kept (it stays where it is), deleted, or
 * replayed (sent back into the queue as a first attempt, confirmed by the broker before its parked copy goes).
 * What is kept is never acknowledged, so it goes back when the channel closes, in its place.
 */
async function throughDeadLetters(
  url: string,
  queue: string,
  decide: (message: ParkedMessage) => Decision,
): Promise<ParkedMessage[]> {
  const connection = await amqp.connect(url);
  // A failed call closes its channel with an 'error' event besides rejecting: the rejection is what counts.
  connection.on('error', () => undefined);
  try {
    const channel: ConfirmChannel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    const dead = deadLetterQueueName(queue);
    const checked = await channel.checkQueue(dead).catch((error: unknown) => {
      // No such queue yet (its consumer never ran): nothing is parked.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 404) return undefined;
      throw error;
    });
    if (!checked) return [];
    const { messageCount } = checked;
    const acted: ParkedMessage[] = [];
    for (let index = 0; index < messageCount; index++) {
      const message = await channel.get(dead, { noAck: false });
      if (!message) break;
      const parked = toParked(queue, message);
      const decision = decide(parked);
      if (decision === 'keep') continue;
      if (decision === 'replay') {
        const {
          'x-death': _death,
          'x-delivery-count': _count,
          'x-dead-at': _at,
          'x-last-error': _error,
          ...headers
        } = headersOf(message);
        channel.sendToQueue(queue, message.content, {
          ...message.properties,
          persistent: true,
          headers: { ...headers, 'x-attempt': 1 },
        });
        await channel.waitForConfirms();
      }
      channel.ack(message);
      acted.push(parked);
    }
    await channel.close();
    return acted;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

/** Every message parked for `queue`, read and left in place. */
export async function listDeadLetters(url: string, queue: string): Promise<ParkedMessage[]> {
  const seen: ParkedMessage[] = [];
  await throughDeadLetters(url, queue, (message) => {
    seen.push(message);
    return 'keep';
  });
  return seen;
}

/** Sends parked messages (all, or those with the given ids) back into their queue as a first attempt. */
export function replayDeadLetters(url: string, queue: string, ids?: readonly string[]): Promise<ParkedMessage[]> {
  return throughDeadLetters(url, queue, (message) =>
    !ids || (message.messageId !== undefined && ids.includes(message.messageId)) ? 'replay' : 'keep',
  );
}

/**
 * Deletes parked messages: those with the given ids, those parked longer ago than `olderThanMs` (the retention of
 * what they hold; one of unknown age counts as old), or, with neither, all.
 */
export function purgeDeadLetters(
  url: string,
  queue: string,
  filter: { ids?: readonly string[]; olderThanMs?: number } = {},
): Promise<ParkedMessage[]> {
  const before = filter.olderThanMs === undefined ? undefined : Date.now() - filter.olderThanMs;
  return throughDeadLetters(url, queue, (message) => {
    if (filter.ids && !(message.messageId !== undefined && filter.ids.includes(message.messageId))) return 'keep';
    if (before !== undefined && message.parkedAt !== undefined && message.parkedAt.getTime() > before) return 'keep';
    return 'delete';
  });
}
