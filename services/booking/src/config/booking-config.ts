import type { z } from 'zod';
import { env, serviceConfigSchema } from '@ristorante/kit';

const minute = 60_000;

const bookingFields = serviceConfigSchema(4002).extend({
  GATEWAY_PUBLIC_KEY: env.publicKey(),
  /** The booking service's own private key: it signs its calls to the catalog's seat routes (docs/decisions.md 100). */
  INTERNAL_SIGNING_KEY: env.privateKey(),
  /** The catalog's internal base URL: event seats are held there. */
  CATALOG_URL: env.url(['http', 'https']),
  /** A seat call slower than this counts as the catalog being unavailable (503). */
  CATALOG_TIMEOUT_MS: env.int(5_000),
  /** Reservations and event bookings older than this many days are deleted (legal page: 2 years). */
  RETENTION_DAYS: env.int(730),
  RETENTION_INTERVAL_MS: env.int(6 * 60 * minute),
  /** How often seats that may be held without a booking (a crash, a lost answer) are looked for and released. */
  SEAT_SWEEP_INTERVAL_MS: env.int(30_000),
  /** How old such a claim must be before the sweeper acts: longer than any seat call can take. */
  SEAT_CLAIM_GRACE_MS: env.int(minute),
});
/** A claim must outlive any seat call, or the sweeper could free seats a booking is about to be stored for. */
export const bookingConfigSchema = bookingFields.refine((config) => config.SEAT_CLAIM_GRACE_MS >= 2 * config.CATALOG_TIMEOUT_MS, {
  path: ['SEAT_CLAIM_GRACE_MS'],
  message: 'must be at least twice CATALOG_TIMEOUT_MS',
});
export type BookingConfig = z.infer<typeof bookingConfigSchema>;
