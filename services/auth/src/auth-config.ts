import { z } from 'zod';
import { env, serviceConfigSchema } from '@ristorante/kit';

/** Compose passes an unset ADMIN_* variable as an empty string: that means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const authConfigSchema = serviceConfigSchema(4004)
  .extend({
    GATEWAY_PUBLIC_KEY: env.publicKey(),
    /** Signs the admins' access tokens and derives their CSRF tokens. Only this service holds it. */
    AUTH_TOKEN_SECRET: env.secret(),
    ACCESS_TOKEN_TTL_SECONDS: env.int(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: env.int(7 * 24 * 3600),
    LOGIN_MAX_FAILURES_PER_MINUTE: env.int(10),
    LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: env.int(30),
    /** The first admin, created at start when there is none yet. Both or neither. */
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters long')),
    ADMIN_USERNAME: optional(z.string().min(1)),
    ADMIN_FIRST_NAME: optional(z.string()),
  })
  .superRefine((config, context) => {
    if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

export type AuthConfig = z.infer<typeof authConfigSchema>;
