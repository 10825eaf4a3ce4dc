import {
  eventBookingOverdue,
  eventBookingReminder,
  eventBookingStillPending,
  reservationOverdue,
  reservationReminder,
  reservationStillPending,
  siteConfig,
} from '@ristorante/contracts';
import { recordEvent, withTransaction, type Pool, type PoolClient } from '@ristorante/kit';
import { claimDueEventBookings, factsOf as eventBookingFactsOf } from '../event-bookings/event-booking-repository.js';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import { claimDueReservations, factsOf as reservationFactsOf } from '../reservations/reservation-repository.js';

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
}

/**
 * One run of the follow-ups at `now` (a parameter, so tests set the clock): requests unanswered past the promised
 * confirmation time are announced to staff again; those unanswered far longer get the guest an honest word; confirmed
 * visits of tomorrow get their reminder. Each row is marked in the transaction that records its event, so each happens
 * once, whichever replica runs it; a batch of 100 per kind and run (the next run takes the rest).
 */
export async function runFollowUps(pool: Pool, settings: FollowUpSettings, now: Date): Promise<FollowUpCounts> {
  const promised = siteConfig.confirmationWithinMinutes;
  const inTransaction = (work: (client: PoolClient) => Promise<number>) => withTransaction(pool, work);

  const escalated =
    (await inTransaction(async (client) => {
      const due = await claimDueReservations(client, 'escalate', now, promised);
      for (const row of due)
        await recordEvent(client, reservationOverdue, { ...reservationFactsOf(row), pendingSince: row.pendingSince });
      return due.length;
    })) +
    (await inTransaction(async (client) => {
      const due = await claimDueEventBookings(client, 'escalate', now, promised);
      for (const row of due) {
        await recordEvent(client, eventBookingOverdue, {
          ...eventBookingFactsOf(row),
          pendingSince: row.pending_since.toISOString(),
        });
      }
      return due.length;
    }));

  const noticed =
    (await inTransaction(async (client) => {
      const due = await claimDueReservations(client, 'notice', now, settings.stillPendingNoticeMinutes);
      for (const row of due)
        await recordGuestEvent(client, reservationStillPending, reservationFactsOf(row), { reservationId: row.id });
      return due.length;
    })) +
    (await inTransaction(async (client) => {
      const due = await claimDueEventBookings(client, 'notice', now, settings.stillPendingNoticeMinutes);
      for (const row of due) {
        await recordGuestEvent(client, eventBookingStillPending, eventBookingFactsOf(row), { eventBookingId: row.id });
      }
      return due.length;
    }));

  const reminded =
    (await inTransaction(async (client) => {
      const due = await claimDueReservations(client, 'remind', now, settings.reminderTime);
      for (const row of due)
        await recordGuestEvent(client, reservationReminder, reservationFactsOf(row), { reservationId: row.id });
      return due.length;
    })) +
    (await inTransaction(async (client) => {
      const due = await claimDueEventBookings(client, 'remind', now, settings.reminderTime);
      for (const row of due)
        await recordGuestEvent(client, eventBookingReminder, eventBookingFactsOf(row), { eventBookingId: row.id });
      return due.length;
    }));

  return { escalated, noticed, reminded };
}
