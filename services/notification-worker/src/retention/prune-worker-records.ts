import { purgeDeadLetters, type Logger, type Pool } from '@ristorante/kit';

const day = 86_400_000;

/**
 * What the worker keeps only while it is of use (docs/decisions.md 101): the ids of handled events and the record
 * of each mail sent guard against a repeat, and a repeat comes within the retries' half hour (or when an operator
 * replays a parked message), so after `keepDays` they go. Messages parked in its dead-letter queue hold guests'
 * names and addresses: after `deadLetterDays` they are purged too (an operator has had the time to replay them).
 */
export async function pruneWorkerRecords(
  deps: { pool: Pool; logger: Logger; amqpUrl: string | undefined; queue: string },
  { keepDays, deadLetterDays }: { keepDays: number; deadLetterDays: number },
): Promise<void> {
  const handled = await deps.pool.query('DELETE FROM processed_events WHERE handled_at < now() - make_interval(days => $1)', [
    keepDays,
  ]);
  const mails = await deps.pool.query('DELETE FROM sent_mails WHERE sent_at < now() - make_interval(days => $1)', [keepDays]);
  // The in-process bus of the embedded mode keeps nothing across a restart; RabbitMQ's queue does.
  const parked = deps.amqpUrl ? await purgeDeadLetters(deps.amqpUrl, deps.queue, { olderThanMs: deadLetterDays * day }) : [];
  if (handled.rowCount || mails.rowCount || parked.length > 0) {
    deps.logger.info(
      { processedEvents: handled.rowCount, sentMails: mails.rowCount, deadLetters: parked.length },
      'worker records past their use deleted',
    );
  }
}
