import { z } from 'zod';
import { siteConfig } from '@ristorante/contracts';
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
  /** How often the follow-ups look for what is due: overdue requests, 'still being checked' notes, reminders (114). */
  FOLLOW_UP_INTERVAL_MS: env.int(minute),
  /** The day before a confirmed visit, at this Berlin time, the guest is reminded (HH:MM). */
  REMINDER_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM')
    .default('10:00'),
  /** A request still unanswered this many minutes after it was made: the guest is told it is still being checked. */
  STILL_PENDING_NOTICE_MINUTES: env.int(120),
  /** How long a waitlist's offer of a freed table may be claimed before the next guest's turn (115). */
  WAITLIST_OFFER_MINUTES: env.int(60),
});
/** A claim must outlive any seat call, or the sweeper could free seats a booking is about to be stored for. */
export const bookingConfigSchema = bookingFields
  .refine((config) => config.SEAT_CLAIM_GRACE_MS >= 2 * config.CATALOG_TIMEOUT_MS, {
    path: ['SEAT_CLAIM_GRACE_MS'],
    message: 'must be at least twice CATALOG_TIMEOUT_MS',
  })
  // Staff are alerted when the promise passes; the guest's word comes after that, never before.
  .refine((config) => config.STILL_PENDING_NOTICE_MINUTES > siteConfig.confirmationWithinMinutes, {
    path: ['STILL_PENDING_NOTICE_MINUTES'],
    message: `must be more than the ${siteConfig.confirmationWithinMinutes} minutes of the confirmation promise`,
  });
export type BookingConfig = z.infer<typeof bookingConfigSchema>;
