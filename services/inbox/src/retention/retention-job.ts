import { deleteOldIdempotencyKeys, withSessionLock, type Logger, type Pool } from '@ristorante/kit';
import { deleteExpiredDataRequests, deleteSentBefore, removeAddressesBefore } from './retention-repository.js';

/**
 * The legal page's promises (docs/decisions.md 60): contact messages and feedback are deleted after
 * `retentionDays` (1 year), stored client addresses removed after `ipRetentionDays` (7 days). A repeat changes
 * nothing more; a session lock lets one replica do it at a time.
 */
export async function applyInboxRetention(pool: Pool, logger: Logger, retentionDays: number, ipRetentionDays: number) {
  return withSessionLock(pool, 'inbox.retention', async (client) => {
    const messages = await deleteSentBefore(client, 'contact_messages', retentionDays);
    const feedback = await deleteSentBefore(client, 'feedback', retentionDays);
    const addressesRemoved =
      (await removeAddressesBefore(client, 'contact_messages', ipRetentionDays)) +
      (await removeAddressesBefore(client, 'feedback', ipRetentionDays));
    await deleteOldIdempotencyKeys(client);
    await deleteExpiredDataRequests(client);
    const done = { messages, feedback, addressesRemoved };
    if (done.messages + done.feedback + done.addressesRemoved > 0)
      logger.info(done, 'retention: old messages and addresses removed');
    return done;
  });
}
