import type { Express, Request } from 'express';
import { bookingText, type GuestBooking } from '@ristorante/contracts';
import { clientIpOf, localeOf, requestTokenHash, type ServiceDeps } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { currentFloor } from '../floor/floor-store.js';
import { cancelGuestBooking, changeGuestBooking, readGuestBooking } from './guest-booking-changes.js';
import { withTablesShown } from './guest-booking-view.js';

/**
 * A guest's own booking through their personal link (docs/decisions.md 113): read it, change it, cancel it. The
 * token comes in a header, never in the address; a wrong one hears only 'link not valid'. Every action is
 * idempotent: asking for what already holds changes nothing and sends no mail.
 */
export function mountGuestBookingRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore, seats: CatalogSeats): void {
  const ctx = { ...deps, schedules, seats };

  /** The hash of the request's token, or 404 'link not valid' (a malformed one is not even looked up). */
  const tokenOf = (req: Request): Buffer => requestTokenHash(req, bookingText['booking.link.invalid']);

  /** Sent as the guest may see it: their table's name only when the owner lets them (docs/decisions.md 154). */
  const shown = async (view: GuestBooking) => withTablesShown(view, (await currentFloor(deps.pool)).tablesShownToGuests);

  app.get('/api/guest-booking', async (req, res) => {
    res.set('cache-control', 'no-store').json(await shown(await readGuestBooking(ctx, tokenOf(req))));
  });

  app.put('/api/guest-booking', async (req, res) => {
    const view = await changeGuestBooking(ctx, tokenOf(req), req.body, { locale: localeOf(req), clientIp: clientIpOf(res) });
    res.set('cache-control', 'no-store').json(await shown(view));
  });

  app.post('/api/guest-booking/cancel', async (req, res) => {
    res.set('cache-control', 'no-store').json(await shown(await cancelGuestBooking(ctx, tokenOf(req))));
  });
}
