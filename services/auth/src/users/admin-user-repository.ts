import type { AdminRole } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

export interface AdminUserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  password_hash: string;
  role: AdminRole;
  disabled_at: Date | null;
  /** A one-time password an owner made: to be changed before anything else (docs/decisions.md 133). */
  must_change_password: boolean;
}

const userColumns = 'id, email, username, first_name, password_hash, role, disabled_at, must_change_password';

type Db = Pool | PoolClient;

/** By e-mail or username, either case. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<AdminUserRow>(
    `SELECT ${userColumns} FROM admin_users
      WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`,
    [identifier],
  );
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<AdminUserRow>(`SELECT ${userColumns} FROM admin_users WHERE id = $1`, [id]);
  return rows[0];
}

export async function countUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_users');
  return rows[0]!.n;
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    username: string;
    firstName: string;
    passwordHash: string;
    role: AdminRole;
    /** True for a one-time password an owner made; the operator's admins chose theirs (docs/decisions.md 133). */
    mustChangePassword: boolean;
  },
): Promise<AdminUserRow> {
  const { rows } = await db.query<AdminUserRow>(
    `INSERT INTO admin_users (email, username, first_name, password_hash, role, must_change_password)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${userColumns}`,
    [user.email, user.username, user.firstName, user.passwordHash, user.role, user.mustChangePassword],
  );
  return rows[0]!;
}

/**
 * Whether the account exists (and so was changed). `oneTime`: an owner made this password for someone, who must
 * change it at their first sign-in; a password the account chose itself clears that (docs/decisions.md 133).
 */
export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  { oneTime }: { oneTime: boolean },
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE admin_users SET password_hash = $2, must_change_password = $3, updated_at = now() WHERE id = $1',
    [userId, passwordHash, oneTime],
  );
  return rowCount === 1;
}

export interface AccountRow extends Omit<AdminUserRow, 'password_hash' | 'must_change_password'> {
  created_at: Date;
  last_sign_in_at: Date | null;
}

/** Every account (or one), owners first, with when it last signed in (its newest session). */
export async function listAccounts(db: Db, onlyId?: string): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT u.id, u.email, u.username, u.first_name, u.role, u.disabled_at, u.created_at,
            (SELECT max(s.created_at) FROM admin_sessions s WHERE s.user_id = u.id) AS last_sign_in_at
       FROM admin_users u
      WHERE $1::uuid IS NULL OR u.id = $1
      ORDER BY u.role, lower(u.first_name), lower(u.email)`,
    [onlyId ?? null],
  );
  return rows;
}

export async function changeAccount(
  db: Db,
  id: string,
  change: { disabled?: boolean | undefined; role?: AdminRole | undefined },
): Promise<AccountRow | undefined> {
  const { rowCount } = await db.query(
    `UPDATE admin_users
        SET disabled_at = CASE WHEN $2::boolean IS NULL THEN disabled_at WHEN $2 THEN coalesce(disabled_at, now()) END,
            role = coalesce($3, role), updated_at = now()
      WHERE id = $1`,
    [id, change.disabled ?? null, change.role ?? null],
  );
  return rowCount ? (await listAccounts(db, id))[0] : undefined;
}

export async function countActiveOwners(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL",
  );
  return rows[0]!.n;
}

/** One owner change at a time, until the transaction ends, so two owners cannot demote each other at once. */
export async function lockOwnerChanges(client: PoolClient): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('admin_users owners'))");
}
