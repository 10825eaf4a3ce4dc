import amqp from 'amqplib';
import { busTopology } from '@ristorante/contracts';
import { defaultRetryDelaysMs, deadLetterQueueName, retryQueueName } from '../index.js';

/** Deletes what a test declared on the shared broker: its queues (with their retry and dead-letter queues) and exchange. */
export async function deleteTopology(url: string, exchange: string, queues: string[], retryDelaysMs: number[]): Promise<void> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      for (const name of [queue, deadLetterQueueName(queue), ...retryDelaysMs.map((d) => retryQueueName(queue, d))]) {
        await channel.deleteQueue(name);
      }
    }
    await channel.deleteExchange(exchange);
  } finally {
    await connection.close();
  }
}

/**
 * Deletes a test's whole bus namespace (contracts' `busTopology`): every process of the system declares every
 * queue, each with the retry queues of its own delays, so those of the default delays go too; and the queues of
 * the test's own consumers (`extraQueues`).
 */
export async function deleteBusNamespace(
  url: string,
  namespace: string,
  retryDelaysMs: number[] = [],
  extraQueues: string[] = [],
): Promise<void> {
  const { exchange, queues } = busTopology(namespace);
  const delays = [...new Set([...retryDelaysMs, ...defaultRetryDelaysMs])];
  await deleteTopology(url, exchange, [...queues.map((queue) => queue.name), ...extraQueues], delays);
}
