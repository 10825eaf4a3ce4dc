import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import {
  bookingText,
  depositAccountOf,
  depositDueAt,
  eventAdvanceCents,
  eventBookingRequested,
  type DepositSettings,
  type SeatHold,
  type EventBooking,
  type EventBookingFields,
  type Locale,
} from '@ristorante/contracts';
import { AppError, claimKey, forgetKey, requestHash, uuidFromKey, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import {
  depositDueFactsOf,
  factsOf,
  findEventBooking,
  insertEventBooking,
  toEventBooking,
  withNewerEventFacts,
  type EventBookingRow,
} from './event-booking-repository.js';
import { releaseNow, settleClaim, writeClaim, type SeatClaim } from './seat-claims.js';

/** A refusal the guest should read as it is (sold out, too few places): the catalog's sentence, in their language. */
export class SeatsRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; spotsLeft?: number },
  ) {
    super(body.error);
  }
}

/**
 * Answers a seat refusal wherever it was met (a booking, a change of seats, a waitlist's claim) as the catalog worded
 * it, with `spotsLeft`; any other error passes on to the common handler. Mounted after the booking service's routes.
 */
export const answerSeatsRefused: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof SeatsRefused)) {
    next(error);
    return;
  }
  res.status(error.status).json(error.body);
};

/** The attempt's claim was taken by the sweeper or a deleted event: its seats are no longer safely held. */
class ClaimLost extends Error {}

export interface BookingRequest {
  eventId: string;
  /** With the guest's language settled (the form's, else the browser's). */
  fields: EventBookingFields & { locale: Locale };
  idempotencyKey: string | undefined;
  clientIp: string;
  /** The owner's deposit settings: the amount per person and the account an event night's payment asks for. */
  deposits: DepositSettings | undefined;
}

/**
 * What a booking of `guests` for the night held awaits before it (docs/decisions.md 166): its deposit or whole price,
 * due as a table's deposit is (165); none when the night asks nothing, no account is set, or too little time is left.
 */
function eventDepositFor(event: SeatHold['event'], guests: number, settings: DepositSettings | undefined, now: Date) {
  const amountCents = eventAdvanceCents(event.advance_payment, event.price_cents, guests, settings);
  const dueAt = amountCents && settings && depositDueAt(now, new Date(event.event_date), settings.daysToPay);
  if (!amountCents || !settings || !dueAt) return undefined;
  return {
    amountCents,
    dueAt,
    prepayment: event.advance_payment === 'full',
    account: depositAccountOf(settings),
  };
}

const unavailable = () => new AppError(503, bookingText['booking.catalogUnavailable']);
const isLive = (row: EventBookingRow | undefined) => row !== undefined && row.status !== 'cancelled';

/**
 * Books event seats (POST /api/events/{id}/book; docs/decisions.md 42): the catalog holds the seats, then the booking is
 * stored with its `event_booking.requested` event in one transaction.
 *
 * Every attempt writes a claim before asking for seats, and only the transaction that stores a live booking
 * for them removes it; on any doubt (a lost answer, a failed store, a cancelled booking a repeat arrived for)
 * the claim stays and the sweeper releases the seats unless a live booking holds them. A repeated submission
 * (same Idempotency-Key and details) names the same booking id, so it holds no second set of seats and stores
 * no second row; the id also depends on the details, so an old key can never reveal another guest's booking.
 */
export async function bookEventSeats(
  deps: Pick<ServiceDeps, 'pool' | 'logger' | 'relay'>,
  seats: CatalogSeats,
  request: BookingRequest,
): Promise<{ status: 200 | 201; booking: EventBooking }> {
  const { pool, logger } = deps;
  const { eventId, fields, idempotencyKey: key } = request;
  const hash = requestHash({ eventId, fields });
  const bookingId = key ? uuidFromKey(`event-booking:${eventId}`, `${key}:${hash}`) : randomUUID();

  if (key) {
    await withTransaction(pool, (client) => claimKey(client, 'event-booking', key, hash));
    const existing = await findEventBooking(pool, bookingId);
    if (existing) return { status: 200, booking: toEventBooking(existing) };
  }

  const claim: SeatClaim = { attemptId: randomUUID(), bookingId, eventId, seats: fields.guests };
  await writeClaim(pool, claim);
  const outcome = await seats.hold(eventId, bookingId, fields.guests, fields.locale, request.clientIp);
  if (outcome.kind !== 'held') {
    // Nothing can be held after a refusal or a refused connection; after a lost answer the sweeper decides.
    if (outcome.kind !== 'unknown') {
      await settleClaim(pool, claim.attemptId);
      // The guest may try again with other details (fewer guests) under the same key.
      if (key) await forgetKey(pool, 'event-booking', key, hash);
    }
    if (outcome.kind === 'refused')
      throw new SeatsRefused(409, { error: outcome.refusal.error, spotsLeft: outcome.refusal.spotsLeft });
    if (outcome.kind === 'no-event') throw new AppError(404, bookingText['booking.eventNotFound']);
    throw unavailable();
  }

  const { event } = outcome.hold;
  try {
    const { row, inserted } = await withTransaction(pool, async (client) => {
      const stored = await insertEventBooking(client, {
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
        eventVersion: event.version,
        rememberWishes: fields.rememberWishes,
        deposit: eventDepositFor(event, fields.guests, request.deposits, new Date()),
      });
      if (stored) {
        // Settled with the booking, or not at all: a claim already swept means the seats were just released.
        if (!(await settleClaim(client, claim.attemptId))) throw new ClaimLost();
        // A change of the event announced since the hold was made: the booking names the event as it is now.
        const current = await withNewerEventFacts(client, stored);
        // The request's mail asks for the deposit, where the night asks for one (docs/decisions.md 166).
        const facts = current.deposit_status ? depositDueFactsOf(current) : factsOf(current);
        await recordGuestEvent(client, eventBookingRequested, facts, { eventBookingId: current.id });
        return { row: current, inserted: true };
      }
      // A repeat of this submission stored it first; its seats are this booking's. If staff have cancelled it
      // meanwhile, the hold just made must not outlive it: the claim stays, and the sweeper frees the seats.
      const existing = (await findEventBooking(client, bookingId))!;
      if (isLive(existing)) await settleClaim(client, claim.attemptId);
      return { row: existing, inserted: false };
    });
    if (inserted) deps.relay?.nudge();
    return { status: inserted ? 201 : 200, booking: toEventBooking(row) };
  } catch (error) {
    logger.error({ err: error, bookingId, eventId }, 'event booking not stored');
    // Keep (or put back) this attempt's claim, then free the seats at once only if no live booking holds them:
    // a commit whose answer was lost may have stored it after all. If even that cannot be read (the database
    // away), nothing is released on a guess: the claim is there unless the booking was stored, and the sweeper
    // settles it once it can see (docs/decisions.md 96).
    await writeClaim(pool, claim).catch(() => undefined);
    const lookup = await findEventBooking(pool, bookingId).then(
      (row) => ({ row }),
      () => undefined,
    );
    if (lookup && !isLive(lookup.row)) await releaseNow(pool, seats, claim, logger).catch(() => undefined);
    throw new AppError(503, bookingText['booking.storeFailed']);
  }
}
