import type { Express, Request, Response } from 'express';
import {
  berlinDate,
  berlinLocalToInstant,
  berlinTime,
  bookingText,
  catalogText,
  eventBookingRequestSchema,
  isLargePartyRequest,
  reservationRequested,
  reservationRequestSchema,
  type WaitlistOffer,
} from '@ristorante/contracts';
import { AppError, clientIpOf, localeOf, requestTokenHash, uuidParam, withTransaction, type ServiceDeps } from '@ristorante/kit';
import type { CatalogEvents } from '../catalog/catalog-events-client.js';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { countBookingCreated } from '../booking-metrics.js';
import { bookEventSeats, SeatsRefused } from '../event-bookings/book-event-seats.js';
import { insertReservation } from '../reservations/reservation-repository.js';
import { assertCoversLeft, assertNoExclusiveEvent, roomOf, spokenDate } from '../reservations/room-capacity.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { backToWaiting, entryViewOf, findOffer, joinWaitlist, markClaimed, type WaitlistRow } from './waitlist-repository.js';

/** The offer as its guest sees it: one whose time has passed is expired, whatever the next run of the job says. */
function offerViewOf(row: WaitlistRow, now: Date): WaitlistOffer {
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

/**
 * A full slot's waitlist (docs/decisions.md 115): a guest joins with the reservation form's own fields; the booking
 * service offers a table when covers free up (follow-ups); the guest claims it through the offer's link, checked as
 * any new request. The offer's token comes in a header, as a personal link's does (113).
 */
export function mountWaitlistRoutes(
  app: Express,
  deps: ServiceDeps,
  schedules: ScheduleStore,
  catalog: { seats: CatalogSeats; events: CatalogEvents },
): void {
  const { pool } = deps;

  app.post('/api/waitlist', async (req, res) => {
    const schedule = await schedules.current();
    const room = roomOf(schedule);
    const fields = { ...reservationRequestSchema(schedule).parse(req.body), locale: localeOf(req) };
    const { row, joined } = await withTransaction(pool, async (client) => {
      // Only a slot that is full for this party has a waitlist: where it fits, the guest books at once (a large
      // party's request is never refused for want of covers, docs/decisions.md 109).
      if (isLargePartyRequest({ source: 'online', guests: fields.guests }, room)) throw hasRoom(fields, req);
      const full = await assertCoversLeft(client, fields, room, req).then(
        () => false,
        (error: unknown) => {
          // An evening an event has to itself never frees up: its own 409 says so.
          if (error instanceof AppError && error.message !== bookingText['booking.slot.eventExclusive']) return true;
          throw error;
        },
      );
      if (!full) throw hasRoom(fields, req);
      return joinWaitlist(client, {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        date: fields.date,
        time: fields.time,
        guests: fields.guests,
        special_requests: fields.specialRequests,
        locale: fields.locale,
      });
    });
    deps.relay?.nudge();
    res.status(joined ? 201 : 200).json(await entryViewOf(pool, row));
  });

  // A sold-out event's waitlist (docs/decisions.md 117): the event form's fields; only a party the event has no
  // places left for may wait (the catalog's count, as the booking's hold would find it).
  app.post('/api/events/:id/waitlist', async (req, res) => {
    const eventId = uuidParam(req.params.id, bookingText['booking.eventNotFound']);
    const fields = { ...eventBookingRequestSchema.parse(req.body), locale: localeOf(req) };
    const seats = await catalog.events.seatsOf(eventId);
    if (seats === 'no-event') throw new AppError(404, bookingText['booking.eventNotFound']);
    if (seats === 'unavailable') throw new AppError(503, bookingText['booking.catalogUnavailable']);
    if (seats.eventDate.getTime() <= Date.now()) throw new AppError(409, catalogText['catalog.seats.eventPast']);
    if (fields.guests <= seats.spotsLeft) {
      throw new AppError(409, bookingText['booking.waitlist.eventHasRoom'], undefined, { spotsLeft: seats.spotsLeft });
    }
    const { row, joined } = await withTransaction(pool, (client) =>
      joinWaitlist(client, {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        date: berlinDate(seats.eventDate),
        time: berlinTime(seats.eventDate),
        guests: fields.guests,
        special_requests: fields.specialRequests,
        locale: fields.locale,
        event: { id: eventId, titleDe: seats.titleDe, titleEn: seats.titleEn },
      }),
    );
    deps.relay?.nudge();
    res.status(joined ? 201 : 200).json(await entryViewOf(pool, row));
  });

  /**
   * An event's offer claimed (117): its seats are booked as the event form books them (the catalog's hold is the
   * capacity check), under a key of the entry's own, so a second click finds the same booking. Refused for want of
   * places, the guest keeps their place.
   */
  async function claimEventOffer(row: WaitlistRow, res: Response): Promise<void> {
    const now = new Date();
    if (row.status === 'claimed') {
      res.set('cache-control', 'no-store').json(offerViewOf(row, now));
      return;
    }
    if (row.status !== 'offered' || offerViewOf(row, now).status === 'expired') {
      throw new AppError(410, bookingText['booking.waitlist.offerExpired']);
    }
    try {
      const { status, booking } = await bookEventSeats(deps, catalog.seats, {
        eventId: row.event_id!,
        fields: {
          name: row.name,
          email: row.email,
          phone: row.phone,
          guests: row.guests,
          specialRequests: row.special_requests,
          locale: row.locale,
        },
        idempotencyKey: `waitlist-offer:${row.id}`,
        clientIp: clientIpOf(res),
      });
      await markClaimed(pool, row.id, { eventBookingId: booking.id });
      if (status === 201) countBookingCreated(deps.metrics, 'event', 'waitlist');
      res
        .status(201)
        .set('cache-control', 'no-store')
        .json({ ...offerViewOf(row, now), status: 'claimed' });
    } catch (error) {
      // Answered as the form's refusal is (answerSeatsRefused); the guest keeps their place.
      if (error instanceof SeatsRefused) await backToWaiting(pool, row.id);
      throw error;
    }
  }

  /** The hash of the request's offer token, or 404 'link not valid'. */
  const offerHashOf = (req: Request): Buffer => requestTokenHash(req, bookingText['booking.link.invalid']);

  app.get('/api/waitlist/offer', async (req, res) => {
    const row = await findOffer(pool, offerHashOf(req));
    if (!row) throw new AppError(404, bookingText['booking.link.invalid']);
    res.set('cache-control', 'no-store').json(offerViewOf(row, new Date()));
  });

  app.post('/api/waitlist/offer/claim', async (req, res) => {
    const hash = offerHashOf(req);
    const offered = await findOffer(pool, hash);
    if (offered?.event_id) return claimEventOffer(offered, res);
    const schedule = await schedules.current();
    const room = roomOf(schedule);
    let claimed: string | undefined;
    const answer = await withTransaction(pool, async (client) => {
      const row = await findOffer(client, hash, true);
      if (!row) throw new AppError(404, bookingText['booking.link.invalid']);
      claimed = row.id;
      const now = new Date();
      // A second click: the table is the guest's already (its reservation request was sent once).
      if (row.status === 'claimed') return { status: 200, offer: offerViewOf(row, now) };
      const start = berlinLocalToInstant(`${row.date}T${row.time}`)!;
      if (offerViewOf(row, now).status === 'expired' || row.status === 'expired' || start.getTime() <= now.getTime()) {
        throw new AppError(410, bookingText['booking.waitlist.offerExpired']);
      }
      const fields = {
        name: row.name,
        email: row.email,
        phone: row.phone,
        date: row.date,
        time: row.time,
        guests: row.guests,
        specialRequests: row.special_requests,
        locale: row.locale,
      };
      // The checks of a new request: the day and slot by today's schedule (the owner may have closed it since)…
      const day = reservationRequestSchema(schedule).safeParse(fields);
      if (!day.success) throw new AppError(409, day.error.issues[0]!.message);
      // …and the room: someone who booked directly since may have taken the table (409).
      if (isLargePartyRequest({ source: 'online', guests: row.guests }, room))
        await assertNoExclusiveEvent(client, fields, room, req);
      else await assertCoversLeft(client, fields, room, req, undefined, { exceptOfferOf: row.id });
      const reservation = await insertReservation(client, fields, { source: 'online', status: 'pending' }, reservationRequested);
      await markClaimed(client, row.id, { reservationId: reservation.id });
      return { status: 201, offer: { ...offerViewOf(row, now), status: 'claimed' as const } };
    }).catch(async (error: unknown) => {
      // Refused for want of room or of the day: the guest keeps their place for the next freed table.
      if (error instanceof AppError && error.status === 409 && claimed) await backToWaiting(pool, claimed);
      throw error;
    });
    deps.relay?.nudge();
    if (answer.status === 201) countBookingCreated(deps.metrics, 'table', 'waitlist');
    res.status(answer.status).set('cache-control', 'no-store').json(answer.offer);
  });
}

/** The 409 for a slot that is not full: book it instead. */
function hasRoom(fields: { date: string; time: string }, req: Request): AppError {
  return new AppError(409, bookingText['booking.waitlist.hasRoom'], undefined, {
    date: spokenDate(fields.date, localeOf(req)),
    time: fields.time,
  });
}
