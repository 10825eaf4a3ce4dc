import type { Express } from 'express';
import { z } from 'zod';
import { adminSessionListSchema, changePasswordRequestSchema } from '@ristorante/contracts';
import { adminOf, AppError } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { changeOwnPassword } from '../passwords/change-own-password.js';
import { listActiveSessions, revokeSession } from '../sessions/session-repository.js';
import { clearSessionCookies } from './auth-cookies.js';

/** A signed-in admin's own account: their password, and where they are signed in (docs/decisions.md 133). */
export function mountOwnAccountRoutes(app: Express, deps: Pick<AuthDeps, 'pool' | 'logger'>): void {
  const { pool } = deps;

  app.post('/api/admin/password', async (req, res) => {
    const admin = adminOf(res);
    const { currentPassword, newPassword } = changePasswordRequestSchema.parse(req.body);
    await changeOwnPassword(deps, { userId: admin.userId, sessionId: admin.sessionId, currentPassword, newPassword });
    res.json({ ok: true });
  });

  app.get('/api/admin/sessions', async (_req, res) => {
    const admin = adminOf(res);
    const sessions = await listActiveSessions(pool, admin.userId);
    // Where the owner is signed in, from which addresses: no cache keeps it (as every other admin answer).
    res.setHeader('cache-control', 'no-store');
    res.json(
      adminSessionListSchema.parse(
        sessions.map((session) => ({
          id: session.id,
          createdAt: session.created_at.toISOString(),
          lastUsedAt: session.last_used_at.toISOString(),
          userAgent: session.user_agent,
          ip: session.ip,
          current: session.id === admin.sessionId,
        })),
      ),
    );
  });

  app.delete('/api/admin/sessions/:id', async (req, res) => {
    const admin = adminOf(res);
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await revokeSession(pool, id.data, 'revoked by the admin', admin.userId)))
      throw new AppError(404, 'Session not found');
    if (id.data === admin.sessionId) clearSessionCookies(req, res);
    res.status(204).end();
  });
}
