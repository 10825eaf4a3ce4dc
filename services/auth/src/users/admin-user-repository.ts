import type { Pool, PoolClient } from '@ristorante/kit';

export interface AdminUserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  password_hash: string;
}

type Db = Pool | PoolClient;

/** By e-mail or username, either case. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<AdminUserRow>(
    `SELECT id, email, username, first_name, password_hash FROM admin_users
      WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`,
    [identifier],
  );
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<AdminUserRow>(
    'SELECT id, email, username, first_name, password_hash FROM admin_users WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function countUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_users');
  return rows[0]!.n;
}

export async function insertUser(
  db: Db,
  user: { email: string; username: string; firstName: string; passwordHash: string },
): Promise<AdminUserRow> {
  const { rows } = await db.query<AdminUserRow>(
    `INSERT INTO admin_users (email, username, first_name, password_hash) VALUES ($1, $2, $3, $4)
     RETURNING id, email, username, first_name, password_hash`,
    [user.email, user.username, user.firstName, user.passwordHash],
  );
  return rows[0]!;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE admin_users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}
