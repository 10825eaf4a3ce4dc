import { randomBytes } from 'node:crypto';
import { accountText, type AccountChangeRequest, type AdminRole } from '@ristorante/contracts';
import { AppError, withTransaction } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { hashPassword } from '../passwords/password-hash.js';
import { revokeAllSessions } from '../sessions/session-repository.js';
import {
  changeAccount,
  countActiveOwners,
  insertUser,
  listAccounts,
  lockOwnerChanges,
  updatePasswordHash,
  type AccountRow,
} from './admin-user-repository.js';

type Deps = Pick<AuthDeps, 'pool' | 'logger'>;

/** 18 random bytes: 24 characters, far beyond guessing, and shown once (docs/decisions.md 88). */
const oneTimePassword = () => randomBytes(18).toString('base64url');

/** Which unique index a duplicate hit, as the field the owner must change. */
function duplicateField(error: unknown): 'email' | 'username' | undefined {
  if ((error as { code?: string }).code !== '23505') return undefined;
  return (error as { constraint?: string }).constraint === 'admin_users_username_idx' ? 'username' : 'email';
}

/** An owner opens an account with a one-time password (docs/decisions.md 88); 409 for a name or address taken. */
export async function createAccount(
  { pool, logger }: Deps,
  fields: { email: string; username?: string | undefined; firstName: string; role: AdminRole },
  by: string,
): Promise<{ account: AccountRow; password: string }> {
  const password = oneTimePassword();
  const username = fields.username ?? fields.email.split('@')[0]!;
  try {
    const created = await insertUser(pool, {
      email: fields.email,
      username,
      firstName: fields.firstName,
      passwordHash: await hashPassword(password),
      role: fields.role,
      // Handed over in person, then replaced by one only its holder knows (docs/decisions.md 133).
      mustChangePassword: true,
    });
    logger.info({ userId: created.id, by, role: fields.role }, 'admin account created');
    return { account: { ...created, created_at: new Date(), last_sign_in_at: null }, password };
  } catch (error) {
    const field = duplicateField(error);
    if (!field) throw error;
    const message = field === 'email' ? accountText['account.email.taken'] : accountText['account.username.taken'];
    throw new AppError(409, message, { [field]: message });
  }
}

/**
 * An owner disables an account or changes its role (docs/decisions.md 86): never their own away, never the last
 * owner's; a disabled account is signed out everywhere.
 */
export async function changeAccountAsOwner(
  { pool, logger }: Deps,
  change: { id: string; by: string; change: AccountChangeRequest },
): Promise<AccountRow> {
  const { id, by } = change;
  const losesOwner = change.change.disabled === true || change.change.role === 'staff';
  if (id === by && losesOwner) throw new AppError(409, accountText['account.notOwnAccount']);
  const account = await withTransaction(pool, async (client) => {
    // One owner change at a time, so two owners cannot demote each other at the same moment.
    await lockOwnerChanges(client);
    const changed = await changeAccount(client, id, change.change);
    if (!changed) throw new AppError(404, accountText['account.notFound']);
    if (losesOwner && (await countActiveOwners(client)) === 0) throw new AppError(409, accountText['account.lastOwner']);
    if (change.change.disabled) await revokeAllSessions(client, id, 'account disabled');
    return changed;
  });
  logger.info({ userId: id, by, change: change.change }, 'admin account changed');
  return account;
}

/** An owner gives an account a new one-time password; whoever knew the old one is signed out everywhere. */
export async function resetAccountPassword(
  { pool, logger }: Deps,
  reset: { id: string; by: string },
): Promise<{ account: AccountRow; password: string }> {
  const { id, by } = reset;
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const account = await withTransaction(pool, async (client) => {
    if (!(await updatePasswordHash(client, id, passwordHash, { oneTime: true })))
      throw new AppError(404, accountText['account.notFound']);
    // Whoever knew the old password is signed out everywhere.
    await revokeAllSessions(client, id, 'password reset by an owner');
    return (await listAccounts(client, id))[0]!;
  });
  logger.info({ userId: id, by }, 'admin password reset');
  return { account, password };
}
