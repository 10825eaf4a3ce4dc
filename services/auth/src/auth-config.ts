import { z } from 'zod';
import { env, serviceConfigSchema } from '@ristorante/kit';

export const authConfigSchema = serviceConfigSchema(4004)
  .extend({
    /** Signs the admins' access tokens and derives their CSRF tokens. Only this service holds it. */
    AUTH_TOKEN_SECRET: env.secret(),
    ACCESS_TOKEN_TTL_SECONDS: env.int(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: env.int(7 * 24 * 3600),
    LOGIN_MAX_FAILURES_PER_MINUTE: env.int(10),
    LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: env.int(30),
    /** The first admin, created at start when there is none yet. Both or neither. */
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters long').optional(),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_FIRST_NAME: z.string().optional(),
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
