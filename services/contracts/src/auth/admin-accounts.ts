import { z } from 'zod';
import { accountText } from './account-messages.js';
import { adminRoleSchema } from './internal-context.js';
import { common, oneLine, storable } from '../validation/common-messages.js';

/** GET /api/admin/users: every account, for an owner (docs/decisions.md 86). */
export const adminAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  role: adminRoleSchema,
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When the account last signed in; null if never. */
  lastSignInAt: z.iso.datetime().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountListSchema = z.array(adminAccountSchema);

const role = z.enum(['owner', 'staff'], { message: accountText['account.role.invalid'] });

/** POST /api/admin/users: a new account; its password is made by the server and shown once. */
export const newAccountRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: accountText['account.email.invalid'] })),
  firstName: z
    .string()
    .trim()
    .min(1, accountText['account.firstName.required'])
    .max(80, accountText['account.firstName.required'])
    .refine(storable, common['common.invalidCharacters'])
    .refine(oneLine, common['common.oneLine']),
  /** Defaults to the e-mail's local part. */
  username: z
    .string()
    .trim()
    .regex(/^[\w.-]{3,40}$/, accountText['account.username.invalid'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: role.default('staff'),
});
export type NewAccountRequest = z.input<typeof newAccountRequestSchema>;

/** PATCH /api/admin/users/{id}: disable or enable, or change the role. */
export const accountChangeRequestSchema = z
  .object({ disabled: z.boolean().optional(), role: role.optional() })
  .refine((change) => change.disabled !== undefined || change.role !== undefined, {
    message: accountText['account.change.empty'],
  });
export type AccountChangeRequest = z.infer<typeof accountChangeRequestSchema>;

/** A new account, or a reset: the password is in this answer only, never stored or shown again. */
export const accountWithPasswordSchema = z.object({ account: adminAccountSchema, password: z.string() });
export type AccountWithPassword = z.infer<typeof accountWithPasswordSchema>;
