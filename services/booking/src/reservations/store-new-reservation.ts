import {
  isLargePartyRequest,
  type DepositSettings,
  type GuestRules,
  type reservationConfirmed,
  type reservationRequested,
} from '@ristorante/contracts';
import { claimKey, requestHash, storeAnswer, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { countBookingCreated } from '../booking-metrics.js';
import { depositFor } from './deposit-asked.js';
import { askNoShowRule } from '../guests/no-show-rule.js';
import type { Place } from '../floor/table-assignment.js';
import { insertReservation, type ReservationValues } from './reservation-repository.js';
import { assertCoversLeft, assertNoExclusiveEvent, type Room } from './room-capacity.js';
import { roomLockSql } from './room-lock.js';
import { windowOf } from './seating-windows.js';

interface NewReservation {
  /** Where its Idempotency-Key is remembered: a guest's form and a staff phone booking keep theirs apart. */
  scope: 'reservation' | 'phone-reservation';
  values: ReservationValues;
  origin: Parameters<typeof insertReservation>[2];
  /** What the outbox records: a guest's request, or a booking staff confirmed as they took it. */
  event: typeof reservationRequested | typeof reservationConfirmed;
  room: Room;
  /** Staff taking it knowingly over the room's covers: who (docs/decisions.md 131). */
  overbookBy?: string;
  /** The request's Idempotency-Key, when it sent one. */
  idempotencyKey: string | undefined;
  /** Whoever asked, for the words of a refusal: the guest, or staff entering it. */
  locale: string;
  /** The owner's no-show rule, for a guest's own request (docs/decisions.md 164); staff taking a booking call anyway. */
  guestRules?: GuestRules;
  /** The guest agreed to have their wishes remembered (docs/decisions.md 163). */
  rememberWishes?: boolean;
  /** The owner's deposit settings, for a guest's own request (docs/decisions.md 165). */
  deposits?: DepositSettings | undefined;
}

/**
 * Stores a new reservation in one transaction: its Idempotency-Key claimed (a repeat gets the first answer),
 * the slot's covers checked under its lock (409 when full), the row and its event written together.
 */
export async function storeNewReservation(
  deps: ServiceDeps,
  reservation: NewReservation,
): Promise<{ status: number; body: unknown }> {
  const key = reservation.idempotencyKey;
  // A large party's online request is not fitted automatically: staff confirm it personally (docs/decisions.md
  // 109); only an evening an event has to itself is closed to it (111). Every other booking takes the room's lock
  // for its seating first, sent with the transaction's BEGIN (one round trip for both, docs/decisions.md 162).
  const guests = reservation.values.guests;
  const large = isLargePartyRequest({ source: reservation.origin?.source ?? 'online', guests }, reservation.room);
  const lock = large ? undefined : roomLockSql(windowOf(reservation.values, reservation.room.seatingMinutes));
  const callFirst = askNoShowRule(deps.pool, reservation.values, reservation.guestRules);
  // A request the room has to hold anyway (not a large party's, whose deposit staff agree personally) awaits one.
  const deposit = large ? undefined : depositFor(reservation.values, reservation.deposits, new Date());
  const answer = await withTransaction(
    deps.pool,
    async (client) => {
      if (key) {
        const claimed = await claimKey(client, reservation.scope, key, requestHash(reservation.values));
        if (claimed.kind === 'repeat') return { status: claimed.status ?? 201, body: claimed.body, created: false };
      }
      let origin = reservation.origin;
      let place: Place | undefined;
      if (large) {
        await assertNoExclusiveEvent(client, reservation.values, reservation.room, reservation.locale);
      } else {
        const overbook = reservation.overbookBy !== undefined;
        // A guest's own form seats at tables bookable online; staff anywhere (docs/decisions.md 155).
        const seater = origin.source === 'online' ? 'online' : 'staff';
        const found = await assertCoversLeft(client, reservation.values, reservation.room, reservation.locale, undefined, {
          overbook,
          seater,
          roomLocked: true,
        });
        place = found.place;
        // Recorded only when it did go over: a squeeze staff asked for where there was room is an ordinary booking.
        if (found.overbooked) origin = { ...origin, overbookedBy: reservation.overbookBy };
      }
      const confirmByPhone = await callFirst();
      origin = {
        ...origin,
        rememberWishes: reservation.rememberWishes ?? false,
        confirmByPhone,
        ...(deposit ? { deposit } : {}),
      };
      const stored = await insertReservation(client, reservation.values, origin, reservation.event, place);
      if (key) await storeAnswer(client, reservation.scope, key, 201, stored);
      return { status: 201, body: stored as unknown, created: true };
    },
    lock ? { beginWith: lock } : {},
  );
  deps.relay?.nudge();
  if (answer.created) countBookingCreated(deps.metrics, 'table', reservation.origin?.source === 'phone' ? 'phone' : 'online');
  return { status: answer.status, body: answer.body };
}
