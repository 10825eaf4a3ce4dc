import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import {
  accountChangeRequestSchema,
  accountText,
  adminAccountListSchema,
  newAccountRequestSchema,
  type AccountWithPassword,
  type AdminAccount,
} from '@ristorante/contracts';
import { adminOf, AppError, uuidParam, withTransaction, type Logger, type Pool } from '@ristorante/kit';
import { hashPassword } from '../passwords/password-hash.js';
import { revokeAllSessions } from '../sessions/session-repository.js';
import {
  changeAccount,
  countActiveOwners,
  insertUser,
  listAccounts,
  updatePasswordHash,
  type AccountRow,
} from '../users/admin-user-repository.js';

interface Deps {
  pool: Pool;
  logger: Logger;
}

const toAccount = (row: AccountRow): AdminAccount => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.first_name,
  role: row.role,
  disabled: row.disabled_at !== null,
  createdAt: row.created_at.toISOString(),
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
});

/** 18 random bytes: 24 characters, far beyond guessing, and shown once (docs/decisions.md 88). */
const oneTimePassword = () => randomBytes(18).toString('base64url');

/** Which unique index a duplicate hit, as the field the owner must change. */
function duplicateField(error: unknown): 'email' | 'username' | undefined {
  if ((error as { code?: string }).code !== '23505') return undefined;
  return (error as { constraint?: string }).constraint === 'admin_users_username_idx' ? 'username' : 'email';
}

/**
 * The accounts an owner keeps (docs/decisions.md 86, 88): every route here is owner-only in the route table, so
 * the gateway and this service's guard have refused staff before a handler runs.
 */
export function mountAdminAccountRoutes(app: Express, { pool, logger }: Deps): void {
  app.get('/api/admin/users', async (_req, res) => {
    res.setHeader('cache-control', 'no-store').json(adminAccountListSchema.parse((await listAccounts(pool)).map(toAccount)));
  });

  app.post('/api/admin/users', async (req, res) => {
    const fields = newAccountRequestSchema.parse(req.body);
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
      logger.info({ userId: created.id, by: adminOf(res).userId, role: fields.role }, 'admin account created');
      const body: AccountWithPassword = {
        account: toAccount({ ...created, created_at: new Date(), last_sign_in_at: null }),
        password,
      };
      res.status(201).setHeader('cache-control', 'no-store').json(body);
    } catch (error) {
      const field = duplicateField(error);
      if (!field) throw error;
      const message = field === 'email' ? accountText['account.email.taken'] : accountText['account.username.taken'];
      throw new AppError(409, message, { [field]: message });
    }
  });

  app.patch('/api/admin/users/:id', async (req, res) => {
    const id = uuidParam(req.params.id, accountText['account.notFound']);
    const change = accountChangeRequestSchema.parse(req.body);
    const self = adminOf(res);
    const losesOwner = change.disabled === true || change.role === 'staff';
    if (id === self.userId && losesOwner) throw new AppError(409, accountText['account.notOwnAccount']);
    const account = await withTransaction(pool, async (client) => {
      // One owner change at a time, so two owners cannot demote each other at the same moment.
      await client.query("SELECT pg_advisory_xact_lock(hashtext('admin_users owners'))");
      const changed = await changeAccount(client, id, change);
      if (!changed) throw new AppError(404, accountText['account.notFound']);
      if (losesOwner && (await countActiveOwners(client)) === 0) throw new AppError(409, accountText['account.lastOwner']);
      if (change.disabled) await revokeAllSessions(client, id, 'account disabled');
      return changed;
    });
    logger.info({ userId: id, by: self.userId, change }, 'admin account changed');
    res.json(toAccount(account));
  });

  app.post('/api/admin/users/:id/password', async (req, res) => {
    const id = uuidParam(req.params.id, accountText['account.notFound']);
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const account = await withTransaction(pool, async (client) => {
      if (!(await updatePasswordHash(client, id, passwordHash, { oneTime: true })))
        throw new AppError(404, accountText['account.notFound']);
      // Whoever knew the old password is signed out everywhere.
      await revokeAllSessions(client, id, 'password reset by an owner');
      return (await listAccounts(client, id))[0]!;
    });
    logger.info({ userId: id, by: adminOf(res).userId }, 'admin password reset');
    const body: AccountWithPassword = { account: toAccount(account), password };
    res.setHeader('cache-control', 'no-store').json(body);
  });
}
