import { parseArgs } from 'node:util';
import { z } from 'zod';
import { busConsumers, consumerQueue, type BusConsumer } from '@ristorante/contracts';
import { listDeadLetters, purgeDeadLetters, replayDeadLetters, type ParkedMessage } from '../bus/dead-letters.js';
import { env, loadConfig } from '../config/load-config.js';

// The operators' look at what the consumers gave up on (docs/decisions.md 101), against AMQP_URL and BUS_NAMESPACE:
//   dead-letters list    [--consumer notification-worker|booking|renderer] [--show-body]
//   dead-letters replay  [--consumer …] [--id MESSAGE_ID …]     back into the queue, as a first attempt
//   dead-letters purge   [--consumer …] [--id MESSAGE_ID …] [--older-than-days N]
// Without --consumer, every consumer's. Containers: docker compose exec notification-worker node
// services/kit/dist/cli/dead-letters.js list. Locally: npm run dead-letters -- list.
const usage = 'usage: dead-letters list|replay|purge [--consumer NAME] [--id MESSAGE_ID]... [--older-than-days N] [--show-body]';

function line(message: ParkedMessage, showBody: boolean): string {
  const parked = message.parkedAt ? message.parkedAt.toISOString() : 'unknown time';
  const head = `${message.queue}  ${message.messageId ?? '-'}  ${message.type ?? '-'}  attempts ${message.attempts}  parked ${parked}  ${message.error}`;
  return showBody ? `${head}\n  ${message.body}` : head;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      consumer: { type: 'string' },
      id: { type: 'string', multiple: true },
      'older-than-days': { type: 'string' },
      'show-body': { type: 'boolean', default: false },
    },
  });
  const command = positionals[0];
  const config = loadConfig(z.object({ AMQP_URL: env.url(['amqp', 'amqps']), BUS_NAMESPACE: env.busNamespace() }));
  const consumers = Object.keys(busConsumers) as BusConsumer[];
  if (values.consumer !== undefined && !consumers.includes(values.consumer as BusConsumer))
    throw new Error(`--consumer must be one of ${consumers.join(', ')}`);
  const chosen = values.consumer ? [values.consumer as BusConsumer] : consumers;
  const days = values['older-than-days'] === undefined ? undefined : Number(values['older-than-days']);
  if (days !== undefined && !(days >= 0)) throw new Error('--older-than-days must be a number of days');

  for (const consumer of chosen) {
    const { queue } = consumerQueue(config.BUS_NAMESPACE, consumer);
    if (command === 'list') {
      const parked = await listDeadLetters(config.AMQP_URL, queue);
      for (const message of parked) console.log(line(message, values['show-body']));
      console.log(`${queue}: ${parked.length} parked`);
    } else if (command === 'replay') {
      const replayed = await replayDeadLetters(config.AMQP_URL, queue, values.id);
      console.log(`${queue}: ${replayed.length} replayed`);
    } else if (command === 'purge') {
      const purged = await purgeDeadLetters(config.AMQP_URL, queue, {
        ...(values.id ? { ids: values.id } : {}),
        ...(days !== undefined ? { olderThanMs: days * 86_400_000 } : {}),
      });
      console.log(`${queue}: ${purged.length} purged`);
    } else {
      throw new Error(usage);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
