import type { Express } from 'express';
import {
  bookingText,
  depositChangeSchema,
  eventBookingExportQuerySchema,
  eventBookingListQuerySchema,
  eventBookingRequestSchema,
  statusChangeSchema,
} from '@ristorante/contracts';
import { clientIpOf, idempotencyKeyOf, localeOf, sendList, uuidParam, type ServiceDeps } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { sendCsv } from '../shared/csv.js';
import { bookEventSeats } from './book-event-seats.js';
import { eventBookingsCsv, eventBookingsCsvName } from './event-booking-export.js';
import { allEventBookings, listEventBookings } from './event-booking-repository.js';
import { changeEventBookingStatus, changeEventDeposit, deleteConfirmedEventBooking } from './staff-event-booking-changes.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { countBookingCreated } from '../booking-metrics.js';

export function mountEventBookingRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore, seats: CatalogSeats): void {
  const { pool } = deps;

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
      deposits: (await schedules.current()).deposits,
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
    res.json(await changeEventBookingStatus({ ...deps, seats }, id, status, localeOf(req)));
  });

  app.patch('/api/admin/bookings/:id/deposit', async (req, res) => {
    const id = uuidParam(req.params.id, bookingText['booking.eventBooking.notFound']);
    const { status } = depositChangeSchema.parse(req.body);
    res.json(await changeEventDeposit({ ...deps, seats }, id, status));
  });

  app.delete('/api/admin/bookings/:id', async (req, res) => {
    await deleteConfirmedEventBooking({ ...deps, seats }, uuidParam(req.params.id, bookingText['booking.eventBooking.notFound']));
    res.status(204).end();
  });
}
