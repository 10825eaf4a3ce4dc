import { randomUUID } from 'node:crypto';
import {
  bookingText,
  eventBookingRequested,
  type EventBooking,
  type EventBookingFields,
  type Locale,
} from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { claimKey, requestHash, uuidFromKey } from '../shared/idempotency.js';
import { factsOf, findEventBooking, insertEventBooking, toEventBooking } from './event-booking-repository.js';
import { dropClaim, releaseNow, settleClaim, writeClaim } from './seat-claims.js';

/** A refusal the guest should read as it is (sold out, too few places): the catalog's sentence, in their language. */
export class SeatsRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; spotsLeft?: number },
  ) {
    super(body.error);
  }
}

export interface BookingRequest {
  eventId: string;
  /** With the guest's language settled (the form's, else the browser's). */
  fields: EventBookingFields & { locale: Locale };
  idempotencyKey: string | undefined;
  clientIp: string;
}

const unavailable = () => new AppError(503, bookingText['booking.catalogUnavailable']);

/**
 * Books event seats (spec section 7, design brief decision 5): the catalog holds the seats, then the booking is
 * stored with its `event_booking.requested` event in one transaction. A claim written first lets the sweeper
 * release seats whose booking never got stored; a failed store releases them at once. A repeated submission
 * (same Idempotency-Key) names the same booking id, so it holds no second set of seats and stores no second row.
 */
export async function bookEventSeats(
  deps: Pick<ServiceDeps, 'pool' | 'logger' | 'relay'>,
  seats: CatalogSeats,
  request: BookingRequest,
): Promise<{ status: 200 | 201; booking: EventBooking }> {
  const { pool, logger } = deps;
  const { eventId, fields, idempotencyKey } = request;
  const bookingId = idempotencyKey ? uuidFromKey(`event-booking:${eventId}`, idempotencyKey) : randomUUID();

  if (idempotencyKey) {
    const hash = requestHash({ eventId, fields });
    await withTransaction(pool, (client) => claimKey(client, 'event-booking', idempotencyKey, hash));
    const existing = await findEventBooking(pool, bookingId);
    if (existing) return { status: 200, booking: toEventBooking(existing) };
  }

  await writeClaim(pool, bookingId, eventId, fields.guests);
  const outcome = await seats.hold(eventId, bookingId, fields.guests, fields.locale, request.clientIp);
  if (outcome.kind !== 'held') {
    // Nothing can be held after a refusal or a refused connection; after a lost answer the sweeper decides.
    if (outcome.kind !== 'unknown') await dropClaim(pool, bookingId);
    if (outcome.kind === 'refused')
      throw new SeatsRefused(409, { error: outcome.refusal.error, spotsLeft: outcome.refusal.spotsLeft });
    if (outcome.kind === 'no-event') throw new AppError(404, bookingText['booking.eventNotFound']);
    throw unavailable();
  }

  const { event } = outcome.hold;
  try {
    const stored = await withTransaction(pool, async (client) => {
      if (!(await settleClaim(client, bookingId))) {
        // Either a repeat of this submission stored it first (and settled the claim), or the sweeper released the
        // seats of a call that took too long: only the first has a booking to show.
        if (await findEventBooking(client, bookingId)) return undefined;
        throw new Error('the seat claim was swept before the booking was stored');
      }
      const row = await insertEventBooking(client, {
        id: bookingId,
        eventId,
        eventTitleDe: event.title_de,
        eventTitleEn: event.title_en,
        eventDate: event.event_date,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        guests: fields.guests,
        totalAmountCents: event.price_cents * fields.guests,
        specialRequests: fields.specialRequests,
        locale: fields.locale,
      });
      if (row) await recordEvent(client, eventBookingRequested, factsOf(row));
      return row;
    });
    deps.relay?.nudge();
    if (stored) return { status: 201, booking: toEventBooking(stored) };
    // A concurrent repeat of the same submission stored it first.
    return { status: 200, booking: toEventBooking((await findEventBooking(pool, bookingId))!) };
  } catch (error) {
    logger.error({ err: error, bookingId, eventId }, 'event booking not stored; releasing its seats');
    await releaseNow(pool, seats, bookingId, eventId, logger).catch(() => undefined);
    throw new AppError(503, bookingText['booking.storeFailed']);
  }
}
