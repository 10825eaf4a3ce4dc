import type { Express } from 'express';
import {
  bookingText,
  eventBookingCancelled,
  eventBookingConfirmed,
  eventBookingExportQuerySchema,
  eventBookingListQuerySchema,
  eventBookingRequestSchema,
  statusChangeSchema,
  type EventBooking,
} from '@ristorante/contracts';
import {
  AppError,
  clientIpOf,
  idempotencyKeyOf,
  localeOf,
  sendList,
  uuidParam,
  withTransaction,
  type ServiceDeps,
} from '@ristorante/kit';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { sendCsv } from '../shared/csv.js';
import { assertMove } from '../shared/status-moves.js';
import { bookEventSeats } from './book-event-seats.js';
import { eventBookingsCsv, eventBookingsCsvName } from './event-booking-export.js';
import {
  allEventBookings,
  deleteEventBooking,
  factsOf,
  hadCalendarEntryOf,
  listEventBookings,
  lockEventBooking,
  setEventBookingStatus,
  toEventBooking,
} from './event-booking-repository.js';
import { countBookingCreated } from '../booking-metrics.js';
import { claimFor, releaseNow, writeClaim, type SeatClaim } from './seat-claims.js';

export function mountEventBookingRoutes(app: Express, deps: ServiceDeps, seats: CatalogSeats): void {
  const { pool, logger } = deps;

  app.post('/api/events/:id/book', async (req, res) => {
    const eventId = uuidParam(req.params.id, bookingText['booking.eventNotFound']);
    const idempotencyKey = idempotencyKeyOf(req);
    const fields = { ...eventBookingRequestSchema.parse(req.body), locale: localeOf(req) };
    // Sold out or too few places: answered as the catalog worded it (answerSeatsRefused).
    const { status, booking } = await bookEventSeats(deps, seats, {
      eventId,
      fields,
      idempotencyKey,
      clientIp: clientIpOf(res),
    });
    if (status === 201) countBookingCreated(deps.metrics, 'event', 'online');
    res.status(status).json(booking);
  });

  app.get('/api/admin/bookings', async (req, res) => {
    const { items, total } = await listEventBookings(pool, eventBookingListQuerySchema.parse(req.query));
    sendList(res, items, { 'x-total-count': total });
  });

  app.get('/api/admin/bookings/export', async (req, res) => {
    const { locale, ...filter } = eventBookingExportQuerySchema.parse(req.query);
    const language = locale ?? localeOf(req);
    const bookings = await allEventBookings(pool, filter);
    sendCsv(res, eventBookingsCsvName(language, new Date()), eventBookingsCsv(bookings, language));
  });

  app.patch('/api/admin/bookings/:id/status', async (req, res) => {
    const id = uuidParam(req.params.id, bookingText['booking.eventBooking.notFound']);
    const { status } = statusChangeSchema.parse(req.body);
    const { booking, claim } = await withTransaction(
      pool,
      async (client): Promise<{ booking: EventBooking; claim?: SeatClaim }> => {
        const current = await lockEventBooking(client, id);
        if (!current) throw new AppError(404, bookingText['booking.eventBooking.notFound']);
        assertMove('eventBooking', current.status, status, localeOf(req));
        if (current.status === status) return { booking: toEventBooking(current) };
        const changed = await setEventBookingStatus(client, id, status);
        if (status === 'confirmed') {
          await recordGuestEvent(client, eventBookingConfirmed, factsOf(changed), { eventBookingId: id });
          return { booking: toEventBooking(changed) };
        }
        const facts = { ...factsOf(changed), reason: 'staff' as const, hadCalendarEntry: hadCalendarEntryOf(current) };
        await recordGuestEvent(client, eventBookingCancelled, facts, { eventBookingId: id });
        const release = claimFor(changed);
        await writeClaim(client, release);
        return { booking: toEventBooking(changed), claim: release };
      },
    );
    deps.relay?.nudge();
    if (claim) await releaseNow(pool, seats, claim, logger);
    res.json(booking);
  });

  app.delete('/api/admin/bookings/:id', async (req, res) => {
    const id = uuidParam(req.params.id, bookingText['booking.eventBooking.notFound']);
    const claim = await withTransaction(pool, async (client) => {
      const current = await lockEventBooking(client, id);
      if (!current) throw new AppError(404, bookingText['booking.eventBooking.notFound']);
      // docs/decisions.md 43: a confirmed booking can be deleted; a pending one is cancelled instead; a cancelled one
      // has no actions.
      if (current.status !== 'confirmed') throw new AppError(409, bookingText['booking.delete.forbidden']);
      await deleteEventBooking(client, id);
      const release = claimFor(current);
      await writeClaim(client, release);
      return release;
    });
    await releaseNow(pool, seats, claim, logger);
    res.status(204).end();
  });
}
