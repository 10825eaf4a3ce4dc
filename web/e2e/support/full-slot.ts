import { expect } from 'vitest';
import type { AdminApi } from './admin-api.js';

/**
 * Staff fill a slot by phone, whatever the room holds then (another journey may have booked that day): a first
 * party of `first` guests if given, then parties as large as a free table or combination still seats (up to 12),
 * until the room's covers are gone or no table seats even one guest for the whole seating (docs/decisions.md 155).
 * Answers the reservations' ids, in that order.
 */
export async function fillSlotByPhone(staff: AdminApi, date: string, time: string, first?: number): Promise<string[]> {
  const availability = await staff.get<{ slots: Array<{ time: string; left: number }> }>(
    `/api/admin/availability?date=${date}&guests=1`,
  );
  let rest = availability.slots.find((slot) => slot.time === time)!.left;
  const book = (guests: number) =>
    staff.send('POST', '/api/admin/reservations', {
      name: `Gruppe ${guests}`,
      phone: '+49 30 1111111',
      email: '',
      date,
      time,
      guests,
    });
  const ids: string[] = [];
  if (first) {
    const answer = await book(first);
    expect(answer.status).toBe(201);
    ids.push((answer.body as { id: string }).id);
    rest -= first;
  }
  while (rest > 0) {
    // The largest party a place still takes: a refusal (409: no table that size, or too few covers) tries one less.
    let guests = Math.min(12, rest);
    let answer = await book(guests);
    while (answer.status === 409 && guests > 1) answer = await book((guests -= 1));
    if (answer.status === 409) break;
    expect(answer.status).toBe(201);
    ids.push((answer.body as { id: string }).id);
    rest -= guests;
  }
  return ids;
}
