import {
  berlinLocalToInstant,
  bookingText,
  guestRulesOf,
  isLargePartyRequest,
  reservationRequested,
  reservationRequestSchema,
  type Locale,
  type WaitlistOffer,
} from '@ristorante/contracts';
import { AppError, withTransaction, type Pool, type ServiceDeps } from '@ristorante/kit';
import { countBookingCreated } from '../booking-metrics.js';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { bookEventSeats, SeatsRefused } from '../event-bookings/book-event-seats.js';
import { askNoShowRule } from '../guests/no-show-rule.js';
import { depositFor } from '../reservations/deposit-asked.js';
import { insertReservation, valuesOf } from '../reservations/reservation-repository.js';
import type { Place } from '../floor/table-assignment.js';
import { assertCoversLeft, assertNoExclusiveEvent, roomOf } from '../reservations/room-capacity.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { backToWaiting, findOffer, markClaimed, type WaitlistRow } from './waitlist-repository.js';

/** The offer as its guest sees it: one whose time has passed is expired, whatever the next run of the job says. */
export function offerViewOf(row: WaitlistRow, now: Date): WaitlistOffer {
  const expired = row.status === 'offered' && (row.offer_expires_at?.getTime() ?? 0) <= now.getTime();
  return {
    date: row.date,
    time: row.time,
    guests: row.guests,
    name: row.name,
    locale: row.locale,
    status: expired ? 'expired' : row.status,
    expiresAt: (row.offer_expires_at ?? now).toISOString(),
    ...(row.event_id ? { event: { id: row.event_id, titleDe: row.event_title_de!, titleEn: row.event_title_en! } } : {}),
  };
}

/** The offer a link's token names, as its guest sees it; 404 'link not valid' for none. */
export async function readWaitlistOffer(pool: Pool, tokenHash: Buffer): Promise<WaitlistOffer> {
  const row = await findOffer(pool, tokenHash);
  if (!row) throw new AppError(404, bookingText['booking.link.invalid']);
  return offerViewOf(row, new Date());
}

/** A claim's answer: 201 when this claim took the table or seats, 200 when an earlier one had. */
export interface ClaimedOffer {
  status: 200 | 201;
  offer: WaitlistOffer;
}

interface ClaimContext {
  deps: ServiceDeps;
  seats: CatalogSeats;
  schedules: ScheduleStore;
}

/**
 * An event's offer claimed (117): its seats are booked as the event form books them (the catalog's hold is the
 * capacity check), under a key of the entry's own, so a second click finds the same booking. Refused for want of
 * places, the guest keeps their place.
 */
async function claimEventOffer(
  { deps, seats, schedules }: ClaimContext,
  row: WaitlistRow,
  clientIp: string,
): Promise<ClaimedOffer> {
  const now = new Date();
  if (row.status === 'claimed') return { status: 200, offer: offerViewOf(row, now) };
  if (row.status !== 'offered' || offerViewOf(row, now).status === 'expired') {
    throw new AppError(410, bookingText['booking.waitlist.offerExpired']);
  }
  try {
    const { status, booking } = await bookEventSeats(deps, seats, {
      eventId: row.event_id!,
      fields: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        guests: row.guests,
        specialRequests: row.special_requests,
        locale: row.locale,
        // A waitlist place keeps no consent to remember wishes (docs/decisions.md 163).
        rememberWishes: false,
      },
      idempotencyKey: `waitlist-offer:${row.id}`,
      clientIp,
      // What the night asks to be paid first, as the form's booking is asked (docs/decisions.md 166).
      deposits: (await schedules.current()).deposits,
    });
    await markClaimed(deps.pool, row.id, { eventBookingId: booking.id });
    if (status === 201) countBookingCreated(deps.metrics, 'event', 'waitlist');
    return { status: 201, offer: { ...offerViewOf(row, now), status: 'claimed' } };
  } catch (error) {
    // Answered as the form's refusal is (answerSeatsRefused); the guest keeps their place.
    if (error instanceof SeatsRefused) await backToWaiting(deps.pool, row.id);
    throw error;
  }
}

/**
 * A table's offer claimed (docs/decisions.md 115): checked as any new request is (the day and slot by today's
 * schedule, then the room), and sent as the guest's reservation request. Refused for want of room or of the day, the
 * guest keeps their place for the next freed table.
 */
async function claimTableOffer({ deps, schedules }: ClaimContext, tokenHash: Buffer, locale: Locale): Promise<ClaimedOffer> {
  const { pool } = deps;
  const schedule = await schedules.current();
  const room = roomOf(schedule);
  let claimed: string | undefined;
  const answer = await withTransaction(pool, async (client): Promise<ClaimedOffer> => {
    const row = await findOffer(client, tokenHash, true);
    if (!row) throw new AppError(404, bookingText['booking.link.invalid']);
    claimed = row.id;
    const now = new Date();
    // A second click: the table is the guest's already (its reservation request was sent once).
    if (row.status === 'claimed') return { status: 200, offer: offerViewOf(row, now) };
    const start = berlinLocalToInstant(`${row.date}T${row.time}`)!;
    if (offerViewOf(row, now).status === 'expired' || row.status === 'expired' || start.getTime() <= now.getTime()) {
      throw new AppError(410, bookingText['booking.waitlist.offerExpired']);
    }
    const fields = valuesOf(row);
    // The checks of a new request: the day and slot by today's schedule (the owner may have closed it since)…
    const day = reservationRequestSchema(schedule).safeParse(fields);
    if (!day.success) throw new AppError(409, day.error.issues[0]!.message);
    // …and the room: someone who booked directly since may have taken the table (409).
    let place: Place | undefined;
    const large = isLargePartyRequest({ source: 'online', guests: row.guests }, room);
    if (large) await assertNoExclusiveEvent(client, fields, room, locale);
    else
      ({ place } = await assertCoversLeft(client, fields, room, locale, undefined, { exceptOfferOf: row.id, seater: 'online' }));
    // The guest's own request, as the form's is: the no-show rule asks for a call (docs/decisions.md 164), and a party of
    // the owner's size awaits its deposit (165), counted from the claim.
    const confirmByPhone = await askNoShowRule(client, fields, guestRulesOf(schedule))();
    const deposit = large ? undefined : depositFor(fields, schedule.deposits, now);
    const reservation = await insertReservation(
      client,
      fields,
      { source: 'online', status: 'pending', confirmByPhone, ...(deposit ? { deposit } : {}) },
      reservationRequested,
      place,
    );
    await markClaimed(client, row.id, { reservationId: reservation.id });
    return { status: 201, offer: { ...offerViewOf(row, now), status: 'claimed' } };
  }).catch(async (error: unknown) => {
    // Refused for want of room or of the day: the guest keeps their place for the next freed table.
    if (error instanceof AppError && error.status === 409 && claimed) await backToWaiting(pool, claimed);
    throw error;
  });
  deps.relay?.nudge();
  if (answer.status === 201) countBookingCreated(deps.metrics, 'table', 'waitlist');
  return answer;
}

/** The offer a link's token names, claimed: an event's as the event form books, a table's as a new request. */
export async function claimWaitlistOffer(
  context: ClaimContext,
  claim: { tokenHash: Buffer; locale: Locale; clientIp: string },
): Promise<ClaimedOffer> {
  const offered = await findOffer(context.deps.pool, claim.tokenHash);
  if (offered?.event_id) return claimEventOffer(context, offered, claim.clientIp);
  return claimTableOffer(context, claim.tokenHash, claim.locale);
}
