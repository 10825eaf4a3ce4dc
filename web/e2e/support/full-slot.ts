import { expect } from 'vitest';
import type { AdminApi } from './admin-api.js';

/**
 * Staff fill a slot by phone, whatever the room holds then (another journey may have booked that day): a first
 * party of `first` guests if given, the rest in parties of up to 12. Answers the reservations' ids, in that order.
 */
export async function fillSlotByPhone(staff: AdminApi, date: string, time: string, first?: number): Promise<string[]> {
  const availability = await staff.get<{ slots: Array<{ time: string; left: number }> }>(
    `/api/admin/availability?date=${date}&guests=1`,
  );
  const free = availability.slots.find((slot) => slot.time === time)!.left;
  const sizes = first ? [first] : [];
  for (let rest = free - (first ?? 0); rest > 0; rest -= Math.min(12, rest)) sizes.push(Math.min(12, rest));
  const ids: string[] = [];
  for (const guests of sizes) {
    const answer = await staff.send('POST', '/api/admin/reservations', {
      name: `Gruppe ${guests}`,
      phone: '+49 30 1111111',
      email: '',
      date,
      time,
      guests,
    });
    expect(answer.status).toBe(201);
    ids.push((answer.body as { id: string }).id);
  }
  return ids;
}
