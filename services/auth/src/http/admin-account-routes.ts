import type { Express } from 'express';
import {
  accountChangeRequestSchema,
  accountText,
  adminAccountListSchema,
  newAccountRequestSchema,
  type AccountWithPassword,
  type AdminAccount,
} from '@ristorante/contracts';
import { adminOf, uuidParam } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { listAccounts, type AccountRow } from '../users/admin-user-repository.js';
import { changeAccountAsOwner, createAccount, resetAccountPassword } from '../users/manage-accounts.js';

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

/**
 * The accounts an owner keeps (docs/decisions.md 86, 88): every route here is owner-only in the route table, so
 * the gateway and this service's guard have refused staff before a handler runs.
 */
export function mountAdminAccountRoutes(app: Express, deps: Pick<AuthDeps, 'pool' | 'logger'>): void {
  app.get('/api/admin/users', async (_req, res) => {
    res.setHeader('cache-control', 'no-store').json(adminAccountListSchema.parse((await listAccounts(deps.pool)).map(toAccount)));
  });

  app.post('/api/admin/users', async (req, res) => {
    const fields = newAccountRequestSchema.parse(req.body);
    const { account, password } = await createAccount(deps, fields, adminOf(res).userId);
    const body: AccountWithPassword = { account: toAccount(account), password };
    res.status(201).setHeader('cache-control', 'no-store').json(body);
  });

  app.patch('/api/admin/users/:id', async (req, res) => {
    const id = uuidParam(req.params.id, accountText['account.notFound']);
    const change = accountChangeRequestSchema.parse(req.body);
    res.json(toAccount(await changeAccountAsOwner(deps, { id, by: adminOf(res).userId, change })));
  });

  app.post('/api/admin/users/:id/password', async (req, res) => {
    const id = uuidParam(req.params.id, accountText['account.notFound']);
    const { account, password } = await resetAccountPassword(deps, { id, by: adminOf(res).userId });
    const body: AccountWithPassword = { account: toAccount(account), password };
    res.setHeader('cache-control', 'no-store').json(body);
  });
}
