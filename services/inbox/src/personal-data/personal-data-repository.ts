import type { PersonalData } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

type Db = Pool | PoolClient;

/** A guest's request for their data (docs/decisions.md 116), as stored. */
export interface DataRequestRow {
  id: string;
  email: string;
  locale: 'de' | 'en';
  expires_at: Date;
  erased_at: Date | null;
}

/** The request a link's token names (locked for the transaction with `forUpdate`). */
export async function findDataRequest(db: Db, tokenHash: Buffer, forUpdate = false): Promise<DataRequestRow | undefined> {
  const { rows } = await db.query<DataRequestRow>(
    `SELECT id, email, locale, expires_at, erased_at FROM data_requests WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return rows[0];
}

/** Whether the address asked within the last ten minutes. */
export async function askedRecently(client: PoolClient, email: string): Promise<boolean> {
  const recent = await client.query(
    `SELECT 1 FROM data_requests WHERE lower(email) = lower($1) AND created_at > now() - interval '10 minutes'`,
    [email],
  );
  return Boolean(recent.rowCount);
}

export async function insertDataRequest(
  client: PoolClient,
  request: { id: string; email: string; locale: 'de' | 'en'; tokenHash: Buffer; expiresAt: Date },
): Promise<void> {
  await client.query('INSERT INTO data_requests (id, email, locale, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    request.id,
    request.email,
    request.locale,
    request.tokenHash,
    request.expiresAt,
  ]);
}

/** What the inbox holds of an address: its contact messages and its feedback. */
export async function inboxRecordsOf(db: Db, email: string): Promise<PersonalData['records']> {
  const [messages, feedback] = await Promise.all([
    db.query(
      `SELECT name, email, subject, message, locale, status, created_at FROM contact_messages
        WHERE lower(email) = lower($1) ORDER BY created_at`,
      [email],
    ),
    db.query(
      `SELECT name, email, rating, experience, suggestions, consent_to_publish, approved, locale, created_at FROM feedback
        WHERE lower(email) = lower($1) ORDER BY created_at`,
      [email],
    ),
  ]);
  return { contactMessages: messages.rows, feedback: feedback.rows };
}

/** Deletes the address's contact messages and feedback; answers whether any of it was a published review. */
export async function deleteInboxRecordsOf(client: PoolClient, email: string): Promise<{ hadPublishedReview: boolean }> {
  await client.query('DELETE FROM contact_messages WHERE lower(email) = lower($1)', [email]);
  const feedback = await client.query<{ was_published: boolean }>(
    'DELETE FROM feedback WHERE lower(email) = lower($1) RETURNING approved AND consent_to_publish AS was_published',
    [email],
  );
  return { hadPublishedReview: feedback.rows.some((row) => row.was_published) };
}

/** The copies of the address's data in events already delivered (kept a week after publishing). */
export async function deletePublishedEventsOf(client: PoolClient, email: string): Promise<void> {
  await client.query(`DELETE FROM outbox WHERE published_at IS NOT NULL AND lower(payload->>'email') = lower($1)`, [email]);
}

export async function markErased(client: PoolClient, requestId: string): Promise<void> {
  await client.query('UPDATE data_requests SET erased_at = now() WHERE id = $1', [requestId]);
}
