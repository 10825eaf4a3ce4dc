import type { Express } from 'express';
import {
  availabilityQuerySchema,
  berlinDate,
  berlinTime,
  hoursOn,
  monthsAfter,
  siteConfig,
  type Availability,
  type SlotState,
} from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import type { BookingConfig } from '../config/booking-config.js';
import { seatingsAround } from './reservation-repository.js';
import { roomOf, type Room } from './room-capacity.js';
import { coversLeft, type Seating } from './seating-windows.js';

/** How long an answer's seatings are reused: the most a guest's view can lag behind another replica's booking. */
const freshForMs = 2_000;
/** How far ahead the next open slots are looked for when a day has none. */
const nextOpenDays = 14;

const dayAfter = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * One slot for a party, by the rules of the booking check (docs/decisions.md 108): closed when the restaurant is
 * closed that day, the slot has begun or lies beyond the online horizon; full when the party does not fit for the
 * whole seating; few when it fits and a quarter of the room or less is left.
 */
function slotState(date: string, time: string, guests: number, held: readonly Seating[], room: Room, now: Date) {
  const today = berlinDate(now);
  const bookable =
    hoursOn(date) !== null &&
    date >= today &&
    date <= monthsAfter(today, siteConfig.reservationHorizonMonths) &&
    !(date === today && time <= berlinTime(now));
  if (!bookable) return { time, state: 'closed' as SlotState, left: 0 };
  const left = coversLeft({ date, time }, held, room);
  const state: SlotState = guests > left ? 'full' : left <= room.capacity / 4 ? 'few' : 'open';
  return { time, state, left };
}

/**
 * GET /api/availability?date=&guests= (docs/decisions.md 108): what the reservation form offers. The seatings are
 * read without a lock and kept for two seconds; any change made through this process forgets them at once.
 */
export function mountAvailabilityRoutes(app: Express, pool: Pool, config: BookingConfig): void {
  const room = roomOf(config);
  const remembered = new Map<string, { at: number; seatings: Promise<Seating[]> }>();
  const forget = () => remembered.clear();
  const seatingsFor = (first: string, last: string): Promise<Seating[]> => {
    const key = `${first} ${last}`;
    const kept = remembered.get(key);
    if (kept && Date.now() - kept.at < freshForMs) return kept.seatings;
    const seatings = seatingsAround(pool, first, last);
    remembered.set(key, { at: Date.now(), seatings });
    seatings.catch(() => remembered.delete(key));
    return seatings;
  };

  // Every change of a booking, whichever route makes it, forgets what was read (mounted before those routes).
  app.use('/api', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', forget);
    next();
  });

  app.get('/api/availability', async (req, res) => {
    const { date, guests } = availabilityQuerySchema.parse(req.query);
    const now = new Date();
    const held = await seatingsFor(date, date);
    const slots = siteConfig.reservationSlots.map((time) => slotState(date, time, guests, held, room, now));
    const nextOpen: Availability['nextOpen'] = [];
    if (!slots.some((slot) => slot.state === 'open' || slot.state === 'few')) {
      const later = await seatingsFor(dayAfter(date, 1), dayAfter(date, nextOpenDays));
      for (let days = 1; days <= nextOpenDays && nextOpen.length < 3; days++) {
        const day = dayAfter(date, days);
        for (const time of siteConfig.reservationSlots) {
          const { state } = slotState(day, time, guests, later, room, now);
          if ((state === 'open' || state === 'few') && nextOpen.length < 3) nextOpen.push({ date: day, time });
        }
      }
    }
    const body: Availability = { date, guests, open: hoursOn(date) !== null, slots, nextOpen };
    res.setHeader('cache-control', 'no-store').json(body);
  });
}
