import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  defaultHouseSchedule,
  errorResponseSchema,
  monthsAfter,
  siteConfig,
  weeklySlots,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

// What the reservation form offers (docs/decisions.md 108), for a room of 10 covers and two-hour seatings.
const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 10 } }));
beforeEach(async () => {
  await t.sql('DELETE FROM booking.reservations');
});

const english = { 'accept-language': 'en-GB,en;q=0.9' };
const reserve = async (date: string, time: string, guests: number) => {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time, guests }));
  expect(answer.status).toBe(201);
};
const availability = async (date: string, guests: number) => {
  const answer = await t.asGuest('GET', `/api/availability?date=${date}&guests=${guests}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return availabilitySchema.parse(await answer.json());
};
const states = (answer: { slots: Array<{ time: string; state: string }> }) =>
  Object.fromEntries(answer.slots.map((slot) => [slot.time, slot.state]));

describe('GET /api/availability', () => {
  it('when nothing is booked, then every slot of the day is open with the whole room', async () => {
    const answer = await availability(daysAhead(5), 2);
    expect(answer).toMatchObject({ date: daysAhead(5), guests: 2, open: true, nextOpen: [] });
    expect(answer.slots.map((slot) => slot.time)).toEqual(weeklySlots(defaultHouseSchedule));
    expect(answer.slots.every((slot) => slot.state === 'open' && slot.left === 10)).toBe(true);
  });

  it('when seatings fill the evening, then each slot is open, few or full for the party by the whole seating', async () => {
    const date = daysAhead(6);
    await reserve(date, '19:00', 6);
    await reserve(date, '20:00', 2);
    // 19:00–21:00 holds 6, 20:00–22:00 holds 2: 8 at table from 20:00 to 21:00.
    const forTwo = await availability(date, 2);
    expect(states(forTwo)).toEqual({
      '17:00': 'open', // until 19:00, when the six arrive: the whole room
      '17:30': 'open', // the six from 19:00: 4 left
      '18:00': 'open', // until 20:00, when the two arrive: still 4 left
      '18:30': 'few', // 8 at table from 20:00: 2 left, a quarter of the room or less
      '19:00': 'few',
      '19:30': 'few',
      '20:00': 'few',
      '20:30': 'few',
      '21:00': 'open',
      '21:30': 'open',
    });
    const left = Object.fromEntries(forTwo.slots.map((slot) => [slot.time, slot.left]));
    expect(left).toMatchObject({ '17:00': 10, '17:30': 4, '18:00': 4, '18:30': 2, '19:00': 2, '20:30': 2, '21:00': 8 });
    const forThree = await availability(date, 3);
    expect(states(forThree)).toMatchObject({
      '17:30': 'open',
      '18:30': 'full',
      '19:00': 'full',
      '20:30': 'full',
      '21:00': 'open',
    });
  });

  it('when a day is full for the party, then the first open slots of the next days are offered', async () => {
    const date = daysAhead(7);
    for (const time of ['17:00', '19:00', '21:00']) await reserve(date, time, 10);
    const answer = await availability(date, 4);
    expect(answer.slots.every((slot) => slot.state === 'full')).toBe(true);
    expect(answer.nextOpen).toEqual([
      { date: daysAhead(8), time: '17:00' },
      { date: daysAhead(8), time: '17:30' },
      { date: daysAhead(8), time: '18:00' },
    ]);
  });

  it('when a booking is made, then the next answer shows it at once', async () => {
    const date = daysAhead(9);
    expect(states(await availability(date, 10))['19:00']).toBe('open');
    await reserve(date, '19:00', 10);
    expect(states(await availability(date, 1))['19:00']).toBe('full');
  });

  it('when the date lies beyond the online horizon or has passed, then every slot is closed', async () => {
    const far = monthsAfter(daysAhead(0), siteConfig.reservationHorizonMonths + 1);
    expect((await availability(far, 2)).slots.every((slot) => slot.state === 'closed' && slot.left === 0)).toBe(true);
    expect((await availability(daysAhead(-1), 2)).slots.every((slot) => slot.state === 'closed')).toBe(true);
  });

  it('when the date or party is missing or wrong, then 400 names each field', async () => {
    const answer = await t.asGuest('GET', '/api/availability?date=2027-02-30&guests=0', undefined, english);
    expect(answer.status).toBe(400);
    const body = errorResponseSchema.parse(await answer.json());
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['date', 'guests']);
    expect((await t.asGuest('GET', '/api/availability')).status).toBe(400);
  });
});
