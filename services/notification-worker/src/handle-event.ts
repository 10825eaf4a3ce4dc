import type { EventEnvelope } from '@ristorante/contracts';
import { withTransaction, type Logger, type Pool } from '@ristorante/kit';

export type HandleResult = 'handled' | 'repeat';

/**
 * Handles one event at most once: the event id is claimed in the same transaction as the work, so a failure
 * rolls the claim back (the bus retries) and a repeat of a handled event is skipped.
 */
export async function handleEvent(pool: Pool, logger: Logger, message: EventEnvelope): Promise<HandleResult> {
  return withTransaction(pool, async (client) => {
    const claimed = await client.query(
      'INSERT INTO processed_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING',
      [message.id, message.type],
    );
    if (claimed.rowCount === 0) {
      logger.info({ eventId: message.id, type: message.type }, 'event already handled; skipped');
      return 'repeat';
    }
    // Mails per event type arrive with the notification feature; until then the worker records what it saw.
    logger.info({ eventId: message.id, type: message.type }, 'event received');
    return 'handled';
  });
}
