import amqp from 'amqplib';
import { deadLetterQueueName, retryQueueName } from '../index.js';

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
