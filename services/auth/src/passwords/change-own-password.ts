import { accountText } from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { revokeOtherSessions } from '../sessions/session-repository.js';
import { findUserById, updatePasswordHash } from '../users/admin-user-repository.js';
import { hashPassword, verifyPassword } from './password-hash.js';

/**
 * An admin replaces their own password, proving the current one (a one-time password too, docs/decisions.md 133);
 * whoever knew the old one is signed out everywhere else.
 */
export async function changeOwnPassword(
  { pool, logger }: Pick<AuthDeps, 'pool' | 'logger'>,
  change: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(pool, change.userId);
  if (!user || !(await verifyPassword(change.currentPassword, user.password_hash))) {
    throw new AppError(400, accountText['account.password.notChanged'], {
      currentPassword: accountText['account.currentPassword.wrong'],
    });
  }
  await updatePasswordHash(pool, user.id, await hashPassword(change.newPassword), { oneTime: false });
  // Whoever knew the old password is signed out everywhere else.
  await revokeOtherSessions(pool, user.id, change.sessionId, 'password changed');
  logger.info({ userId: user.id }, 'admin password changed');
}
