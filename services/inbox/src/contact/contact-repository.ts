import type { ContactMessage } from '@ristorante/contracts';
import { readPagedList, type PageWanted, type Pool, type PoolClient } from '@ristorante/kit';

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'unread' | 'replied';
  locale: 'de' | 'en';
  created_at: Date;
  replied_at: Date | null;
}

const columns = 'id, name, email, subject, message, status, locale, created_at, replied_at';

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    replied: row.status === 'replied',
    locale: row.locale,
    createdAt: row.created_at.toISOString(),
    repliedAt: row.replied_at?.toISOString() ?? null,
  };
}

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: 'de' | 'en';
  ip: string;
}

export async function insertContactMessage(client: PoolClient, message: NewContactMessage): Promise<ContactMessage> {
  const { rows } = await client.query<ContactRow>(
    `INSERT INTO contact_messages (name, email, subject, message, locale, ip) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [message.name, message.email, message.subject, message.message, message.locale, message.ip],
  );
  return toContactMessage(rows[0]!);
}

export function listContactMessages(pool: Pool, wanted: PageWanted) {
  return readPagedList<ContactRow, { total: number; unread: number }, ContactMessage>(
    pool,
    {
      list: `SELECT ${columns} FROM contact_messages ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      counts: "SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'unread')::int AS unread FROM contact_messages",
    },
    wanted,
    toContactMessage,
  );
}

export async function setContactStatus(
  pool: Pool,
  id: string,
  status: 'unread' | 'replied',
): Promise<ContactMessage | undefined> {
  const { rows } = await pool.query<ContactRow>(
    `UPDATE contact_messages SET status = $2, replied_at = CASE WHEN $2 = 'replied' THEN coalesce(replied_at, now()) END,
       updated_at = now()
     WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return rows[0] && toContactMessage(rows[0]);
}

export async function deleteContactMessage(pool: Pool, id: string): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM contact_messages WHERE id = $1', [id]);
  return rowCount === 1;
}
