import {
  eventBookingDepositReleased,
  eventBookingDepositReminder,
  eventBookingOverdue,
  eventBookingReminder,
  eventBookingStillPending,
  reservationOverdue,
  reservationDepositReleased,
  reservationDepositReminder,
  reservationReminder,
  reservationStillPending,
  siteConfig,
} from '@ristorante/contracts';
import { recordEvent, withTransaction, type Pool, type PoolClient } from '@ristorante/kit';
import {
  claimDueEventBookings,
  depositDueFactsOf,
  factsOf as eventBookingFactsOf,
  releaseUnpaidEventDeposits,
} from '../event-bookings/event-booking-repository.js';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import {
  claimDueReservations,
  factsOf as reservationFactsOf,
  releaseUnpaidDeposits,
} from '../reservations/reservation-repository.js';

/** When the follow-ups fall due (docs/decisions.md 114). */
export interface FollowUpSettings {
  /** The day before a visit, at this Berlin time (HH:MM), the guest is reminded. */
  reminderTime: string;
  /** A request still unanswered this many minutes after it was made: the guest is told it is still being checked. */
  stillPendingNoticeMinutes: number;
}

/** What one run did, by follow-up. */
export interface FollowUpCounts {
  escalated: number;
  noticed: number;
  reminded: number;
  /** Unpaid deposits reminded of, and requests released because theirs fell due (docs/decisions.md 165). */
  depositReminded: number;
  released: number;
}

/**
 * One run of the follow-ups at `now` (a parameter, so tests set the clock): requests unanswered past the promised
 * confirmation time are announced to staff again; those unanswered far longer get the guest an honest word; confirmed
 * visits of tomorrow get their reminder; an unpaid deposit is reminded of once, and a request whose deposit fell due
 * unpaid is released (docs/decisions.md 165). Each row is marked in the transaction that records its event, so each happens
 * once, whichever replica runs it; a batch of 100 per kind and run (the next run takes the rest).
 */
export async function runFollowUps(pool: Pool, settings: FollowUpSettings, now: Date): Promise<FollowUpCounts> {
  const promised = siteConfig.confirmationWithinMinutes;
  /** One kind of follow-up in one transaction: the rows due, marked, each with its event; answers how many. */
  const followUp = <Row>(
    claim: (client: PoolClient) => Promise<Row[]>,
    record: (client: PoolClient, row: Row) => Promise<unknown>,
  ) =>
    withTransaction(pool, async (client) => {
      const due = await claim(client);
      for (const row of due) await record(client, row);
      return due.length;
    });

  const escalated =
    (await followUp(
      (client) => claimDueReservations(client, 'escalate', now, promised),
      (client, row) => recordEvent(client, reservationOverdue, { ...reservationFactsOf(row), pendingSince: row.pendingSince }),
    )) +
    (await followUp(
      (client) => claimDueEventBookings(client, 'escalate', now, promised),
      (client, row) =>
        recordEvent(client, eventBookingOverdue, { ...eventBookingFactsOf(row), pendingSince: row.pending_since.toISOString() }),
    ));
  const noticed =
    (await followUp(
      (client) => claimDueReservations(client, 'notice', now, settings.stillPendingNoticeMinutes),
      (client, row) => recordGuestEvent(client, reservationStillPending, reservationFactsOf(row), { reservationId: row.id }),
    )) +
    (await followUp(
      (client) => claimDueEventBookings(client, 'notice', now, settings.stillPendingNoticeMinutes),
      (client, row) => recordGuestEvent(client, eventBookingStillPending, eventBookingFactsOf(row), { eventBookingId: row.id }),
    ));
  const reminded =
    (await followUp(
      (client) => claimDueReservations(client, 'remind', now, settings.reminderTime),
      (client, row) => recordGuestEvent(client, reservationReminder, reservationFactsOf(row), { reservationId: row.id }),
    )) +
    (await followUp(
      (client) => claimDueEventBookings(client, 'remind', now, settings.reminderTime),
      (client, row) => recordGuestEvent(client, eventBookingReminder, eventBookingFactsOf(row), { eventBookingId: row.id }),
    ));

  const depositReminded =
    (await followUp(
      (client) => claimDueReservations(client, 'depositRemind', now, 'deposit'),
      (client, row) =>
        recordGuestEvent(
          client,
          reservationDepositReminder,
          { ...reservationFactsOf(row), deposit: row.depositFacts! },
          { reservationId: row.id },
        ),
    )) +
    (await followUp(
      (client) => claimDueEventBookings(client, 'depositRemind', now, 'deposit'),
      (client, row) => recordGuestEvent(client, eventBookingDepositReminder, depositDueFactsOf(row), { eventBookingId: row.id }),
    ));
  const released =
    (await followUp(
      (client) => releaseUnpaidDeposits(client, now),
      (client, row) =>
        recordGuestEvent(
          client,
          reservationDepositReleased,
          { ...reservationFactsOf(row), deposit: row.depositFacts! },
          { reservationId: row.id },
        ),
    )) +
    // An event night's: its seats go back to the event with the sweeper's next round (docs/decisions.md 166).
    (await followUp(
      (client) => releaseUnpaidEventDeposits(client, now),
      (client, row) => recordGuestEvent(client, eventBookingDepositReleased, depositDueFactsOf(row), { eventBookingId: row.id }),
    ));

  return { escalated, noticed, reminded, depositReminded, released };
}
