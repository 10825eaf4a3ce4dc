import { z } from 'zod';

/** An owner edits content and keeps accounts; staff run the bookings and the inbox (docs/decisions.md 86). */
export const adminRoles = ['owner', 'staff'] as const;
export const adminRoleSchema = z.enum(adminRoles);
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** The admin whose session the gateway checked: what auth's verify answers and what the gateway passes on. */
export const adminIdentitySchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  role: adminRoleSchema,
  /** The session must choose its own password before anything but that (docs/decisions.md 133); absent means no. */
  mustChangePassword: z.boolean().optional(),
});

/**
 * What the gateway vouches for on each call it passes on (signed, in the `x-internal-context` header): the
 * guest's address as the trusted proxies saw it, and for admin calls the admin whose session it checked.
 */
export const internalContextSchema = z.object({
  ip: z.string(),
  /**
   * On a route that spares known browsers (sign-in, refresh): the address is over the gateway's per-address
   * limit, and for how many seconds. The service lets the call through only for a browser it knows (its device
   * cookie, its session) and otherwise answers 429 with this Retry-After (docs/decisions.md 122).
   */
  overAddressLimit: z.number().int().positive().optional(),
  admin: adminIdentitySchema.optional(),
});
export type InternalContext = z.infer<typeof internalContextSchema>;
export type AdminIdentity = z.infer<typeof adminIdentitySchema>;

export const internalContextHeader = 'x-internal-context';
