import type { Express } from 'express';
import { bookingText, type StaffWaitlist, type WaitlistPlace } from '@ristorante/contracts';
import { AppError, requestTokenHash, uuidParam, type Pool } from '@ristorante/kit';
import { entryViewOf, findByLeaveToken, leaveWaitlist, openEntries, type WaitlistRow } from './waitlist-repository.js';

/** The place as its guest sees it through the joined mail's link. */
async function placeOf(pool: Pool, row: WaitlistRow): Promise<WaitlistPlace> {
  const { ahead } = await entryViewOf(pool, row);
  return {
    date: row.date,
    time: row.time,
    guests: row.guests,
    name: row.name,
    status: row.status,
    ahead,
    ...(row.event_id ? { event: { id: row.event_id, titleDe: row.event_title_de!, titleEn: row.event_title_en! } } : {}),
  };
}

/**
 * A waitlist place after joining (docs/decisions.md 132): the guest reads it and leaves it through the joined mail's
 * link (its token in a header, as every personal link's); staff see every open place and remove one (a guest who
 * phoned). Leaving frees an open offer's table or seats for the next pass; no mail is sent.
 */
export function mountWaitlistPlaceRoutes(app: Express, pool: Pool): void {
  const entryOf = async (req: Parameters<typeof requestTokenHash>[0]) => {
    const row = await findByLeaveToken(pool, requestTokenHash(req, bookingText['booking.link.invalid']));
    if (!row) throw new AppError(404, bookingText['booking.link.invalid']);
    return row;
  };

  app.get('/api/waitlist/entry', async (req, res) => {
    res.set('cache-control', 'no-store').json(await placeOf(pool, await entryOf(req)));
  });

  // Leaving twice is leaving once; a place that became a booking or expired is answered as it is.
  app.post('/api/waitlist/entry/leave', async (req, res) => {
    const row = await leaveWaitlist(pool, (await entryOf(req)).id);
    res.set('cache-control', 'no-store').json(await placeOf(pool, row!));
  });

  app.get('/api/admin/waitlist', async (_req, res) => {
    const rows = await openEntries(pool);
    const body: StaffWaitlist = {
      entries: rows.map((row) => ({
        id: row.id,
        date: row.date,
        time: row.time,
        guests: row.guests,
        name: row.name,
        email: row.email,
        phone: row.phone,
        specialRequests: row.special_requests,
        status: row.status as 'waiting' | 'offered',
        position: row.position,
        offerExpiresAt: row.status === 'offered' && row.offer_expires_at ? row.offer_expires_at.toISOString() : null,
        event: row.event_id ? { id: row.event_id, titleDe: row.event_title_de!, titleEn: row.event_title_en! } : null,
        createdAt: row.created_at.toISOString(),
      })),
    };
    res.set('cache-control', 'no-store').json(body);
  });

  app.delete('/api/admin/waitlist/:id', async (req, res) => {
    const id = uuidParam(req.params.id, bookingText['booking.waitlist.notFound']);
    if (!(await leaveWaitlist(pool, id))) throw new AppError(404, bookingText['booking.waitlist.notFound']);
    res.status(204).end();
  });
}
