import type { Request } from 'express';
import { bookingText } from '@ristorante/contracts';
import { AppError, localeOf, type PoolClient } from '@ristorante/kit';
import { lockSlotAndCountCovers } from './reservation-repository.js';

/** Germans read dates as 24.12.2026; the English page shows them as the form did. */
const spokenDate = (date: string, locale: string) => (locale === 'de' ? date.split('-').reverse().join('.') : date);

/**
 * Refuses with 409 when the slot has not enough covers left (docs/decisions.md 39), in the language of
 * whoever asked: the guest, or staff entering or editing a reservation. `exceptId`: the reservation being
 * edited, whose own covers are free to move.
 */
export async function assertCoversLeft(
  client: PoolClient,
  fields: { date: string; time: string; guests: number },
  capacity: number,
  req: Request,
  exceptId?: string,
): Promise<void> {
  const taken = await lockSlotAndCountCovers(client, fields.date, fields.time, exceptId);
  const left = Math.max(0, capacity - taken);
  if (fields.guests <= left) return;
  const values = { date: spokenDate(fields.date, localeOf(req)), time: fields.time, covers: left };
  const message = left === 0 ? 'booking.slot.full' : left === 1 ? 'booking.slot.oneLeft' : 'booking.slot.notEnough';
  throw new AppError(409, bookingText[message], undefined, values);
}
