import { z } from 'zod';
import { env, serviceConfigSchema } from '@ristorante/kit';

export const catalogConfigSchema = serviceConfigSchema(4001).extend({
  GATEWAY_PUBLIC_KEY: env.publicKey(),
  /** The booking service's public key: its signed calls to the seat routes (`/internal/…`) are taken. */
  BOOKING_PUBLIC_KEY: env.publicKey(),
  /**
   * Where uploaded images are stored: a volume every replica shares. Relative paths start at the working
   * directory (the embedded mode and the local stack keep it under `.data/`).
   */
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** The largest image upload accepted, in bytes (the dashboard scales a larger photo down before sending it). */
  UPLOAD_MAX_BYTES: env.int(5 * 1024 * 1024),
  /**
   * The most pixels an upload may decode to (docs/decisions.md 121): the decoder refuses more, whatever the file's
   * size, so a small file that would unpack into gigabytes (a decompression bomb) is refused without harm.
   */
  UPLOAD_MAX_MEGAPIXELS: env.int(40),
  /**
   * The longest an upload may wait for the picture worker, as the recent pictures' times foretell it; one that would
   * wait longer is answered 503 at once, with when to try again. Below the gateway's UPSTREAM_TIMEOUT_MS (10 s), so
   * an upload is answered by the catalog, never cut off by a time-out while its picture is still being made.
   */
  PICTURE_MAX_WAIT_MS: env.int(8_000),
  /** A picture the worker has not finished after this long is given up and refused as unreadable. */
  PICTURE_TIMEOUT_MS: env.int(60_000),
  /**
   * How old an uploaded file nothing shows must be before the sweeper removes it (hours): an upload whose form
   * the owner has not saved yet must survive a while (docs/decisions.md 90).
   */
  MEDIA_ORPHAN_GRACE_HOURS: env.int(24),
  /** How often the sweeper looks for such files. */
  MEDIA_SWEEP_INTERVAL_MS: env.int(60 * 60 * 1000),
  /** How long a replica keeps its serialized menu and gallery; its own writes drop them at once. 0 turns it off. */
  PUBLIC_READ_CACHE_MS: env.int(1_000),
  /**
   * How long a replica keeps its serialized events and their seats, at most `PUBLIC_READ_CACHE_MS`; its own holds
   * and edits drop them at once, another replica's show within it (docs/decisions.md 170).
   */
  LIVE_READ_CACHE_MS: env.int(500),
  /**
   * How often the catalog looks for scheduled blog posts whose time has come, to announce them (the renderer then
   * writes their pages; docs/decisions.md 150). Guests' reads show a due post whether or not it was announced.
   */
  BLOG_SCHEDULE_INTERVAL_MS: env.int(15_000),
  /** Fill a fresh install with the seed menu, gallery and events (once, never over staff's edits). */
  SEED_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
