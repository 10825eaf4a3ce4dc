import { z } from 'zod';
import { env, serviceConfigSchema } from '@ristorante/kit';

const day = 24 * 60 * 60 * 1000;
/** Empty means unset (compose passes unset variables as empty strings). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

export const inboxConfigSchema = serviceConfigSchema(4003).extend({
  GATEWAY_PUBLIC_KEY: env.publicKey(),
  /** Google reviews on the reviews page, when both are set (docs/decisions.md 57). */
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  /** Google's Places API; tests point it at a local fake. */
  GOOGLE_PLACES_URL: env.url(['http', 'https']).default('https://places.googleapis.com'),
  /** A slower Google answer is given up on: the page answers with what it has. */
  GOOGLE_TIMEOUT_MS: env.int(800),
  /** How long Google's reviews are kept before they are asked for again. */
  GOOGLE_CACHE_MS: env.int(6 * 60 * 60 * 1000),
  /** Contact messages and feedback older than this many days are deleted (legal page: 1 year). */
  RETENTION_DAYS: env.int(365),
  /** Stored client addresses are removed after this many days (legal page: 7 days). */
  IP_RETENTION_DAYS: env.int(7),
  RETENTION_INTERVAL_MS: env.int(day / 4),
  /** Fill a fresh install with six sample reviews (docs/decisions.md 58) (once, never over staff's changes). */
  SEED_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type InboxConfig = z.infer<typeof inboxConfigSchema>;
