import type { Express } from 'express';
import {
  availabilityQuerySchema,
  berlinDate,
  dayIssues,
  daysAfter,
  hoursOn,
  monthsAfter,
  noteOn,
  siteConfig,
  slotsOn,
  type Availability,
  type Floor,
  type HouseSchedule,
  type SlotState,
} from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { eventClaimsDuring, roomEventOf } from './event-room-claims.js';
import { openOffers } from '../waitlist/waitlist-repository.js';
import { seatingsAround } from './reservation-repository.js';
import { currentFloor } from '../floor/floor-store.js';
import { bestPlace, type TableHold } from '../floor/table-assignment.js';
import { eventHoldsOf, holdsOf, roomOf, type Room } from './room-capacity.js';
import {
  arrivingAt,
  coversLeft,
  dayWindow,
  exclusiveEventMet,
  overlaps,
  windowOf,
  type EventClaim,
  type Seating,
} from './seating-windows.js';

/** What holds covers around some days: the tables' seatings and the events' claims, and the floor they sit on. */
interface RoomLoad {
  seatings: Seating[];
  events: EventClaim[];
  /** The seatings at tables, as holds on them (docs/decisions.md 155). */
  holds: TableHold[];
  floor: Floor | undefined;
}

/** A slot the form lets the guest send: open, nearly taken, or a large party's request (docs/decisions.md 109). */
const bookable = (state: SlotState) => state === 'open' || state === 'few' || state === 'request';

/** How long an answer's seatings are reused: the most a guest's view can lag behind another replica's booking. */
const freshForMs = 2_000;
/** How far ahead the next open slots are looked for when a day has none. */
const nextOpenDays = 14;

/** Who asks: the guest's form, or staff taking a booking by phone (docs/decisions.md 131). */
type Audience = 'guest' | 'staff';

/**
 * One slot for a party, by the rules of the booking check (docs/decisions.md 108, 111): closed when the restaurant
 * is closed that day, the slot has begun or lies beyond the online horizon, or its seating would meet an event
 * that has the room to itself; full when the party does not fit for the whole seating, tables and events
 * together; few when it fits and a quarter of the room or less is left. Staff are held to the phone booking's
 * rules instead (no horizon; a slot begun within the half hour still takes the guest at the door), and a large
 * party is no request for them: they confirm it as they take it, so it fits or it does not.
 */
function slotState(
  slot: { date: string; time: string; guests: number },
  held: RoomLoad,
  schedule: HouseSchedule,
  room: Room,
  now: Date,
  audience: Audience = 'guest',
) {
  const { date, time, guests } = slot;
  // The form's own rules for the day and the slot (contracts' `dayIssues`): none may stand.
  const dayRules = audience === 'guest' ? { withinHorizon: true } : { begunSlotAllowed: true };
  if (
    dayIssues({ date, time }, schedule, now, dayRules).length > 0 ||
    exclusiveEventMet({ date, time }, room.seatingMinutes, held.events)
  )
    return { time, state: 'closed' as SlotState, left: 0 };
  const left = coversLeft({ date, time }, held.seatings, room, held.events);
  // Over the online limit, the form sends a request staff confirm personally (docs/decisions.md 109).
  if (audience === 'guest' && guests > room.onlinePartyLimit) return { time, state: 'request' as SlotState, left };
  const state: SlotState =
    guests > left || !seatable(slot, held, room, audience) ? 'full' : left <= room.capacity / 4 ? 'few' : 'open';
  return { time, state, left };
}

/**
 * Whether a table or combination is free for the party's whole seating, by the booking check's rule
 * (docs/decisions.md 155), and the kitchen's pacing takes its arrival.
 */
function seatable(slot: { date: string; time: string; guests: number }, held: RoomLoad, room: Room, audience: Audience): boolean {
  if (!held.floor) return true;
  const pacing = held.floor.pacingCoversPerSlot;
  if (pacing !== null && arrivingAt(slot, held.seatings) + slot.guests > pacing) return false;
  const window = windowOf(slot, room.seatingMinutes);
  return bestPlace(held.floor, slot, window, held.holds, audience === 'guest' ? 'online' : 'staff') !== undefined;
}

/**
 * GET /api/availability?date=&guests= (docs/decisions.md 108): what the reservation form offers. The seatings are
 * read without a lock; they and the answers are kept for two seconds, and any change made through this process
 * forgets them at once.
 */
export function mountAvailabilityRoutes(app: Express, pool: Pool, schedules: ScheduleStore): NextTimes {
  const loads = briefly<RoomLoad>();
  const answers = briefly<Availability>();
  const forget = () => {
    loads.clear();
    answers.clear();
  };
  // The seatings of the days and a day either side, and the events of the same days (a seating of the last
  // evening may reach past midnight).
  const loadFor = (first: string, last: string, room: Room) =>
    loads.get(`${first} ${last} ${room.onlinePartyLimit} ${room.seatingMinutes}`, async () => {
      const seated = await seatingsAround(pool, first, last, room.onlinePartyLimit);
      const events = await eventClaimsDuring(pool, {
        from: dayWindow(daysAfter(first, -1)).from,
        to: dayWindow(daysAfter(last, 1)).to,
      });
      const floor = await currentFloor(pool);
      return {
        // Tables offered to the waitlist are held for the offer's time (docs/decisions.md 132).
        seatings: [...seated, ...(await openOffers(pool, first, last))],
        events,
        // The tables bookings and event nights hold (docs/decisions.md 155, 161).
        holds: [...holdsOf(seated, room.seatingMinutes), ...eventHoldsOf(events, floor)],
        floor,
      };
    });

  // Every change of a booking, whichever route makes it, forgets what was read (mounted before those routes).
  app.use('/api', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', forget);
    next();
  });

  app.get('/api/availability', async (req, res) => {
    const { date, guests } = availabilityQuerySchema.parse(req.query);
    const body = await answers.get(`guest ${date} ${guests}`, () => answer(date, guests, 'guest'));
    res.setHeader('cache-control', 'no-store').json(body);
  });

  // The phone booking's form shows the same, by the phone booking's rules (docs/decisions.md 131).
  app.get('/api/admin/availability', async (req, res) => {
    const { date, guests } = availabilityQuerySchema.parse(req.query);
    const body = await answers.get(`staff ${date} ${guests}`, () => answer(date, guests, 'staff'));
    res.setHeader('cache-control', 'no-store').json(body);
  });

  async function answer(date: string, guests: number, audience: Audience): Promise<Availability> {
    const now = new Date();
    const today = berlinDate(now);
    const schedule = await schedules.current();
    const room = roomOf(schedule);
    const lastBookable = monthsAfter(today, siteConfig.reservationHorizonMonths);
    // A day out of reach is closed whatever is booked: nothing is read for it.
    const inReach = date >= today && (audience === 'staff' || date <= lastBookable);
    const held = inReach ? await loadFor(date, date, room) : { seatings: [], events: [], holds: [], floor: undefined };
    const slots = slotsOn(schedule, date).map((time) => slotState({ date, time, guests }, held, schedule, room, now, audience));
    const nextOpen: Availability['nextOpen'] = [];
    const lastLooked = [daysAfter(date, nextOpenDays), lastBookable].sort()[0]!;
    if (!slots.some((slot) => bookable(slot.state)) && date >= today && date < lastLooked) {
      const later = await loadFor(daysAfter(date, 1), lastLooked, room);
      for (let days = 1; daysAfter(date, days) <= lastLooked && nextOpen.length < 3; days++) {
        const day = daysAfter(date, days);
        for (const time of slotsOn(schedule, day)) {
          const { state } = slotState({ date: day, time, guests }, later, schedule, room, now, audience);
          if (bookable(state) && nextOpen.length < 3) nextOpen.push({ date: day, time });
        }
      }
    }
    const day = dayWindow(date);
    const events = held.events.filter((claim) => overlaps(claim, day)).map((claim) => roomEventOf(claim));
    const open = hoursOn(schedule, date) !== null;
    return { date, guests, open, note: noteOn(schedule, date) ?? null, events, slots, nextOpen };
  }

  // A refused booking's alternatives (docs/decisions.md 155): that day's bookable times nearest the one asked
  // for, then the next days' first, three at most, by the rule the form shows.
  return async (wish, audience) => {
    const day = await answers.get(`${audience} ${wish.date} ${wish.guests}`, () => answer(wish.date, wish.guests, audience));
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const sameDay = day.slots
      .filter((slot) => bookable(slot.state) && slot.state !== 'request' && slot.time !== wish.time)
      .sort((a, b) => Math.abs(minutes(a.time) - minutes(wish.time)) - Math.abs(minutes(b.time) - minutes(wish.time)))
      .map((slot) => ({ date: wish.date, time: slot.time }));
    return [...sameDay, ...day.nextOpen].slice(0, 3);
  };
}

/** The times nearest a wish that could take the party, for the 409 that refuses it. */
export type NextTimes = (
  wish: { date: string; time: string; guests: number },
  audience: Audience,
) => Promise<Array<{ date: string; time: string }>>;

/**
 * Answers kept for two seconds, by key; one that failed is not kept. What has gone stale goes as new ones come, so
 * the map holds at most what two seconds of questions asked.
 */
function briefly<T>() {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const found = kept.get(key);
      if (found && now - found.at < freshForMs) return found.value;
      for (const [old, entry] of kept) if (now - entry.at >= freshForMs) kept.delete(old);
      const value = make();
      kept.set(key, { at: now, value });
      value.catch(() => kept.delete(key));
      return value;
    },
    clear: () => kept.clear(),
  };
}
