import type { Express, Request } from 'express';
import { bookingText, eventBookingRequestSchema, reservationRequestSchema } from '@ristorante/contracts';
import { clientIpOf, localeOf, requestTokenHash, uuidParam, type ServiceDeps } from '@ristorante/kit';
import type { CatalogEvents } from '../catalog/catalog-events-client.js';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { claimWaitlistOffer, readWaitlistOffer } from './claim-waitlist-offer.js';
import { joinEventWaitlist, joinSlotWaitlist } from './join-waitlist.js';

/** The hash of the request's offer token, or 404 'link not valid'. */
const offerHashOf = (req: Request): Buffer => requestTokenHash(req, bookingText['booking.link.invalid']);

/**
 * A full slot's waitlist (docs/decisions.md 115): a guest joins with the reservation form's own fields; the booking
 * service offers a table when covers free up (follow-ups); the guest claims it through the offer's link, checked as
 * any new request. The offer's token comes in a header, as a personal link's does (113). A sold-out event's waitlist
 * (117) joins with the event form's fields.
 */
export function mountWaitlistRoutes(
  app: Express,
  deps: ServiceDeps,
  schedules: ScheduleStore,
  catalog: { seats: CatalogSeats; events: CatalogEvents },
): void {
  app.post('/api/waitlist', async (req, res) => {
    const schedule = await schedules.current();
    const fields = { ...reservationRequestSchema(schedule).parse(req.body), locale: localeOf(req) };
    const { joined, entry } = await joinSlotWaitlist(deps, schedule, fields);
    res.status(joined ? 201 : 200).json(entry);
  });

  app.post('/api/events/:id/waitlist', async (req, res) => {
    const eventId = uuidParam(req.params.id, bookingText['booking.eventNotFound']);
    const fields = { ...eventBookingRequestSchema.parse(req.body), locale: localeOf(req) };
    const { joined, entry } = await joinEventWaitlist(deps, catalog.events, eventId, fields);
    res.status(joined ? 201 : 200).json(entry);
  });

  app.get('/api/waitlist/offer', async (req, res) => {
    const offer = await readWaitlistOffer(deps.pool, offerHashOf(req));
    res.set('cache-control', 'no-store').json(offer);
  });

  app.post('/api/waitlist/offer/claim', async (req, res) => {
    const claim = { tokenHash: offerHashOf(req), locale: localeOf(req), clientIp: clientIpOf(res) };
    const { status, offer } = await claimWaitlistOffer({ deps, seats: catalog.seats, schedules }, claim);
    res.status(status).set('cache-control', 'no-store').json(offer);
  });
}
