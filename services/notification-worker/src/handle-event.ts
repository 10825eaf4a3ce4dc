import { catalogRestaurantChanged, type EventEnvelope } from '@ristorante/contracts';
import { withTransaction, type DeliveryContext, type Logger, type Pool } from '@ristorante/kit';
import { mailsFor } from './mail/compose/mails-for-event.js';
import { nameRestaurant } from './mail/compose/restaurant.js';
import type { Mailer } from './mail/mailer.js';
import type { MailContext } from './mail/outgoing-mail.js';
import type { MailMetrics } from './mail-metrics.js';
import {
  keepRestaurant,
  readRestaurantCopy,
  restaurantCopySql,
  restaurantOf,
  type KeptCopy,
} from './restaurant/restaurant-copy.js';

export type HandleResult = 'handled' | 'repeat';

export interface HandlerDeps {
  pool: Pool;
  logger: Logger;
  mailer: Mailer;
  context: MailContext;
  metrics: MailMetrics;
  /** Tries a message gets before the bus parks it in the dead-letter queue. */
  maxAttempts: number;
}

/**
 * Turns one event into its e-mails, at most once. Every mail it records names the request that caused the event
 * (the envelope's correlation id), as its log lines do (`reqId`: the bus runs it in that request's context,
 * docs/decisions.md 118). The event id is claimed in a transaction that commits only after every mail went out,
 * so a failure (SMTP down) rolls the claim back and the bus retries with growing delays; each mail sent is recorded
 * at once, so a retry sends only the mails still missing. A repeat of a handled event sends nothing.
 */
export async function handleEvent(
  deps: HandlerDeps,
  message: EventEnvelope,
  delivery: DeliveryContext = { attempt: 1 },
): Promise<HandleResult> {
  const { pool, logger, mailer, metrics } = deps;
  if (delivery.attempt > 1) logger.warn({ eventId: message.id, type: message.type, attempt: delivery.attempt }, 'event retried');
  try {
    return await withTransaction(pool, async (client) => {
      // The claim, the restaurant's details and what an earlier attempt already sent (asked once for all of the
      // event's mails), in one statement: a round trip each cost a third of the worker's time under load.
      const { rows } = await client.query<{ claimed: boolean; restaurant: KeptCopy | null; sent: string[] }>({
        name: 'notify.claim-event',
        text: `WITH claimed AS (INSERT INTO processed_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING
                 RETURNING event_id)
               SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, ${restaurantCopySql} AS restaurant,
                 ARRAY(SELECT kind FROM sent_mails WHERE event_id = $1) AS sent`,
        values: [message.id, message.type],
      });
      const claim = rows[0]!;
      if (!claim.claimed) {
        logger.info({ eventId: message.id, type: message.type }, 'event already handled; skipped');
        return 'repeat';
      }
      // The owner's new details are kept, and every mail names the newest kept (docs/decisions.md 149).
      if (message.type === catalogRestaurantChanged.type) {
        await keepRestaurant(client, catalogRestaurantChanged.payload.parse(message.payload));
        nameRestaurant(await readRestaurantCopy(client));
      } else nameRestaurant(restaurantOf(claim.restaurant));
      const mails = mailsFor(message, deps.context);
      const done = new Set(claim.sent);
      for (const mail of mails) {
        if (done.has(mail.kind)) continue;
        try {
          await mailer.send(mail, message.id);
        } catch (error) {
          metrics.failed.inc({ kind: mail.kind });
          throw error;
        }
        await pool.query('INSERT INTO sent_mails (event_id, kind, request_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          message.id,
          mail.kind,
          message.correlationId ?? null,
        ]);
        metrics.sent.inc({ kind: mail.kind });
        logger.info({ eventId: message.id, kind: mail.kind }, 'mail sent');
      }
      logger.info({ eventId: message.id, type: message.type, mails: mails.length }, 'event received');
      return 'handled';
    });
  } catch (error) {
    if (delivery.attempt >= deps.maxAttempts) {
      logger.error({ err: error, eventId: message.id, type: message.type }, 'event failed for the last time: dead-lettered');
    }
    throw error;
  }
}
