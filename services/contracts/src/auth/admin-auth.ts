import { z } from 'zod';
import { accountText } from './account-messages.js';
import { oneLine, storable } from '../validation/common-messages.js';
import { adminIdentitySchema, adminRoleSchema } from './internal-context.js';

/** POST /api/admin/login: an e-mail address or a username, and the password. */
export const loginRequestSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'Email or username is required')
    .max(254)
    .refine((value) => storable(value) && oneLine(value), 'Email or username contains a character no account has'),
  password: z.string().min(1, 'Password is required').max(1024),
  /** The language of the login page, for the dashboard it leads to. */
  locale: z.enum(['de', 'en']).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  firstName: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  /**
   * The account still has the one-time password an owner made (a new account, a reset): until it chooses its own,
   * its session may only read itself, change the password and sign out (docs/decisions.md 133).
   */
  mustChangePassword: z.boolean().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.union([
  z.object({ ok: z.literal(true), redirectTo: z.string(), user: adminUserSchema, csrfToken: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/admin/session. */
export const sessionResponseSchema = z.union([
  z.object({ authenticated: z.literal(true), user: adminUserSchema }),
  z.object({ authenticated: z.literal(false) }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/admin/csrf and POST /api/admin/refresh. */
export const csrfResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

/** POST /api/admin/logout and POST /api/admin/password: done. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** POST /api/admin/password, for the signed-in admin. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, accountText['account.currentPassword.required']).max(1024),
    newPassword: z.string().min(12, accountText['account.newPassword.tooShort']).max(1024),
  })
  // Keeping a one-time password by typing it again would undo its rule (docs/decisions.md 133).
  .refine((change) => change.newPassword !== change.currentPassword, {
    path: ['newPassword'],
    message: accountText['account.newPassword.same'],
  });

/** GET /api/admin/sessions: where the signed-in admin is signed in. */
export const adminSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export const adminSessionListSchema = z.array(adminSessionSchema);

/** The admin's cookies: the access token goes with every /api call, the refresh token only to /api/admin. */
export const adminCookies = {
  access: { name: 'sosta_access', path: '/api' },
  refresh: { name: 'sosta_refresh', path: '/api/admin' },
  /** A browser the account signed in on before: its sign-ins never wait for strangers' guesses (docs/decisions.md 99). */
  device: { name: 'sosta_device', path: '/api/admin/login' },
} as const;

/**
 * The header a change by a signed-in admin carries its session's CSRF token in (from the sign-in answer or
 * GET /api/admin/csrf): the gateway refuses a POST, PUT, PATCH or DELETE on an admin route without it (403).
 */
export const csrfTokenHeader = 'x-csrf-token';

/** POST /internal/verify (auth, called by the gateway only): is this access token's session live, and the CSRF token its own? */
export const verifySessionRequestSchema = z.object({
  accessToken: z.string().optional(),
  csrfToken: z.string().optional(),
});
export const verifySessionResponseSchema = z.object({
  admin: adminIdentitySchema,
  csrfValid: z.boolean(),
});
export type VerifySessionResponse = z.infer<typeof verifySessionResponseSchema>;
