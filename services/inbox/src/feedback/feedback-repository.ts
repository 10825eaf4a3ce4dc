import type { Feedback } from '@ristorante/contracts';
import { readPagedList, type PageWanted, type Pool, type PoolClient } from '@ristorante/kit';

export interface FeedbackRow {
  id: string;
  name: string;
  email: string;
  rating: number;
  experience: string;
  suggestions: string | null;
  consent_to_publish: boolean;
  approved: boolean;
  locale: 'de' | 'en';
  created_at: Date;
}

const columns = 'id, name, email, rating, experience, suggestions, consent_to_publish, approved, locale, created_at';

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rating: row.rating,
    experience: row.experience,
    suggestions: row.suggestions,
    consentToPublish: row.consent_to_publish,
    approved: row.approved,
    locale: row.locale,
    created_at: row.created_at.toISOString(),
  };
}

export interface NewFeedback {
  name: string;
  email: string;
  rating: number;
  experience: string;
  suggestions: string | null;
  consentToPublish: boolean;
  locale: 'de' | 'en';
  ip: string | null;
  approved?: boolean;
  createdAt?: Date;
}

export async function insertFeedback(client: Pool | PoolClient, feedback: NewFeedback): Promise<Feedback> {
  const { rows } = await client.query<FeedbackRow>(
    `INSERT INTO feedback (name, email, rating, experience, suggestions, consent_to_publish, locale, ip, approved, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, now())) RETURNING ${columns}`,
    [
      feedback.name,
      feedback.email,
      feedback.rating,
      feedback.experience,
      feedback.suggestions,
      feedback.consentToPublish,
      feedback.locale,
      feedback.ip,
      feedback.approved ?? false,
      feedback.createdAt ?? null,
    ],
  );
  return toFeedback(rows[0]!);
}

export function listFeedback(pool: Pool, wanted: PageWanted) {
  return readPagedList<FeedbackRow, { total: number; pending: number }, Feedback>(
    pool,
    {
      list: `SELECT ${columns} FROM feedback ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      counts: 'SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT approved)::int AS pending FROM feedback',
    },
    wanted,
    toFeedback,
  );
}

/** Approved feedback whose author agreed to publish it: the Website reviews. */
export async function listPublishedFeedback(pool: Pool): Promise<FeedbackRow[]> {
  const { rows } = await pool.query<FeedbackRow>(
    `SELECT ${columns} FROM feedback WHERE approved AND consent_to_publish ORDER BY created_at DESC, id`,
  );
  return rows;
}

/** Publishes (approves) or unpublishes a piece of feedback; asking for the state it has changes nothing else. */
export async function setFeedbackApproved(
  client: Pool | PoolClient,
  id: string,
  approved: boolean,
): Promise<Feedback | undefined> {
  const { rows } = await client.query<FeedbackRow>(
    `UPDATE feedback SET approved = $2, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, approved],
  );
  return rows[0] && toFeedback(rows[0]);
}

/** Deletes a piece of feedback: undefined when there was none, else whether it stood on the reviews page. */
export async function deleteFeedback(client: Pool | PoolClient, id: string): Promise<{ wasPublished: boolean } | undefined> {
  const { rows } = await client.query<{ was_published: boolean }>(
    'DELETE FROM feedback WHERE id = $1 RETURNING approved AND consent_to_publish AS was_published',
    [id],
  );
  return rows[0] && { wasPublished: rows[0].was_published };
}
