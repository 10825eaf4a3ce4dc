import { z } from 'zod';
import { siteConfig } from '@ristorante/contracts';
import { env, serviceConfigSchema } from '@ristorante/kit';

export const workerConfigSchema = serviceConfigSchema(4005).extend({
  /** SMTP server, e.g. smtp://user:password@mail.example:587; without it mails are written to MAIL_DIR as .eml files. */
  SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
  /** Where mails go without SMTP (the embedded mode): one .eml file each. Relative to the working directory. */
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  /**
   * The sender, e.g. `Trattoria La Sosta <info@trattoria-lasosta.de>`. Unset: the restaurant's name and e-mail as
   * the owner keeps them in Settings (docs/decisions.md 149).
   */
  MAIL_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(3).optional()),
  /** Who hears about each new reservation, booking, message and feedback. */
  STAFF_EMAIL: z.email().default(siteConfig.email),
  /**
   * The language of the staff mails, for the one staff address (docs/decisions.md 104): German unless the
   * operator sets `en`. Guests always get their own language.
   */
  STAFF_MAIL_LOCALE: z.enum(siteConfig.locales).default(siteConfig.defaultLocale),
  /** The site's address, for links into the dashboard in staff mails. */
  SITE_URL: env.url(['http', 'https']).default('http://localhost:8080'),
  /** Handled events' ids and sent mails' records are kept this many days (a repeat comes far sooner). */
  PROCESSED_RETENTION_DAYS: env.int(30),
  /** Messages parked in the worker's dead-letter queue (guests' data in them) are purged after this many days. */
  DEAD_LETTER_RETENTION_DAYS: env.int(30),
  /** How often both are looked at. */
  RETENTION_INTERVAL_MS: env.int(6 * 3600_000),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;
