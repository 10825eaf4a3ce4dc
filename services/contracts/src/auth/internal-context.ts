import { z } from 'zod';

/**
 * What the gateway vouches for on each call it passes on (signed, in the `x-internal-context` header): the
 * guest's address as the trusted proxies saw it, and for admin calls the admin whose session it checked.
 */
export const internalContextSchema = z.object({
  ip: z.string(),
  admin: z.object({ userId: z.uuid(), sessionId: z.uuid(), email: z.string(), firstName: z.string() }).optional(),
});
export type InternalContext = z.infer<typeof internalContextSchema>;
export type AdminIdentity = NonNullable<InternalContext['admin']>;

export const internalContextHeader = 'x-internal-context';
