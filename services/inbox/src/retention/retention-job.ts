import { withSessionLock, type Logger, type Pool } from '@ristorante/kit';

/**
 * The legal page's promises (docs/decisions.md 60): contact messages and feedback are deleted after
 * `retentionDays` (1 year), stored client addresses removed after `ipRetentionDays` (7 days). A repeat changes
 * nothing more; a session lock lets one replica do it at a time.
 */
export async function applyInboxRetention(pool: Pool, logger: Logger, retentionDays: number, ipRetentionDays: number) {
  return withSessionLock(pool, 'inbox.retention', async (client) => {
    const age = (days: number) => [days];
    const messages = await client.query(
      "DELETE FROM contact_messages WHERE created_at < now() - $1::int * interval '1 day'",
      age(retentionDays),
    );
    const feedback = await client.query(
      "DELETE FROM feedback WHERE created_at < now() - $1::int * interval '1 day'",
      age(retentionDays),
    );
    const contactIps = await client.query(
      "UPDATE contact_messages SET ip = NULL WHERE ip IS NOT NULL AND created_at < now() - $1::int * interval '1 day'",
      age(ipRetentionDays),
    );
    const feedbackIps = await client.query(
      "UPDATE feedback SET ip = NULL WHERE ip IS NOT NULL AND created_at < now() - $1::int * interval '1 day'",
      age(ipRetentionDays),
    );
    // A form's Idempotency-Key only has to outlive a guest's resend (docs/decisions.md 85).
    await client.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'");
    // A data request's address is personal data too: it goes when its link expires (docs/decisions.md 116).
    await client.query('DELETE FROM data_requests WHERE expires_at < now()');
    const done = {
      messages: messages.rowCount ?? 0,
      feedback: feedback.rowCount ?? 0,
      addressesRemoved: (contactIps.rowCount ?? 0) + (feedbackIps.rowCount ?? 0),
    };
    if (done.messages + done.feedback + done.addressesRemoved > 0)
      logger.info(done, 'retention: old messages and addresses removed');
    return done;
  });
}
