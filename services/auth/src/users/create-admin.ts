import { randomBytes } from 'node:crypto';
import type { AdminRole } from '@ristorante/contracts';
import type { Logger, Pool } from '@ristorante/kit';
import { hashPassword } from '../passwords/password-hash.js';
import { countUsers, insertUser } from './admin-user-repository.js';

export interface NewAdmin {
  email: string;
  password: string;
  username?: string | undefined;
  firstName?: string | undefined;
  /** The operator's admins (the first one, the CLI's) are owners (docs/decisions.md 86). */
  role?: AdminRole | undefined;
}

export async function createAdmin(pool: Pool, admin: NewAdmin): Promise<{ email: string; username: string }> {
  const username = admin.username ?? admin.email.split('@')[0]!;
  await insertUser(pool, {
    email: admin.email,
    username,
    firstName: admin.firstName ?? '',
    passwordHash: await hashPassword(admin.password),
    role: admin.role ?? 'owner',
    // The operator chose this password (ADMIN_PASSWORD, the CLI's stdin): nothing to change (docs/decisions.md 133).
    mustChangePassword: false,
  });
  return { email: admin.email, username };
}

/**
 * The first admin, when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD if given; in the embedded mode (which
 * asks for `generate`) with a strong random password that the caller shows once. Nothing is ever a default.
 */
export async function ensureFirstAdmin(
  pool: Pool,
  logger: Logger,
  from: { given?: NewAdmin | undefined; generate?: boolean },
): Promise<(NewAdmin & { username: string }) | undefined> {
  if ((await countUsers(pool)) > 0) return undefined;
  const admin =
    from.given ??
    (from.generate
      ? { email: 'admin@localhost', username: 'admin', firstName: 'Admin', password: randomBytes(18).toString('base64url') }
      : undefined);
  if (!admin) {
    logger.warn('no admin exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create -w @ristorante/auth`');
    return undefined;
  }
  try {
    const created = await createAdmin(pool, admin);
    logger.info({ email: created.email, username: created.username }, 'first admin created');
    return { ...admin, username: created.username };
  } catch (error) {
    // Another replica created it at the same moment (unique e-mail): that is the same outcome.
    if ((error as { code?: string }).code === '23505') return undefined;
    throw error;
  }
}
