import {
  centsToEuros,
  eventDepositReferenceOf,
  type BookingStatus,
  type DepositAccount,
  type DepositFacts,
  type DepositStatus,
  type EventBooking,
  type EventBookingFacts,
  type GuestChange,
  type GuestSummary,
} from '@ristorante/contracts';
import { readPagedList, type Pool, type PoolClient } from '@ristorante/kit';
import { guestSummaryOf, guestSummarySql } from '../guests/guest-figures.js';
import { claimDueRows, type FollowUp, type FollowUpDue } from '../follow-ups/follow-up-repository.js';
import {
  depositFactsOf,
  depositOf,
  depositRemindDue,
  notAwaitingDeposit,
  type DepositColumns,
} from '../shared/deposit-columns.js';
import { claimFor, writeClaim } from './seat-claims.js';

export interface EventBookingRow extends DepositColumns {
  id: string;
  event_id: string;
  event_title_de: string;
  event_title_en: string;
  event_date: Date;
  name: string;
  email: string;
  phone: string;
  guests: number;
  total_amount_cents: number;
  special_requests: string | null;
  locale: 'de' | 'en';
  status: BookingStatus;
  /** The catalog's version of the event whose title and date the booking names. */
  event_version: number;
  /** Steps the guest's own changes raised their calendar entry by (docs/decisions.md 117). */
  guest_sequence: number;
  /** When staff last confirmed it; null if never. */
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  escalated_at: Date | null;
  /** The guest's latest change through their link, where a list asked for it (`listColumns`). */
  guest_change?: GuestChange | null;
  /** The guest's profile at a glance, where a list asked for it (`listColumns`, docs/decisions.md 163). */
  guest?: GuestSummary | null;
}

const columns = `id, event_id, event_title_de, event_title_en, event_date, name, email, phone, guests, total_amount_cents,
  special_requests, locale, status, event_version, guest_sequence, confirmed_at, created_at, updated_at, escalated_at,
  deposit_status, deposit_cents, deposit_due_at, deposit_reference, deposit_account, deposit_prepayment`;
/** The columns and the guest's latest change through their link, for the list staff read (docs/decisions.md 113). */
const listColumns = `${columns}, (SELECT json_build_object('action', c.action, 'at', c.at, 'changes', c.changes)
    FROM booking_changes c WHERE c.event_booking_id = event_bookings.id ORDER BY c.at DESC, c.id DESC LIMIT 1) AS guest_change,
  ${guestSummarySql('event_bookings', 'eventBooking')} AS guest`;
/** The columns of an `event_bookings b` in a statement that joins another table. */
const bColumns = columns.replace(/(\w+)/g, 'b.$1');

/** What the guest booked, in the API's names: the booking as staff see it and its events' facts both carry it. */
const bookedOf = (row: EventBookingRow) => ({
  eventId: row.event_id,
  eventTitleDe: row.event_title_de,
  eventTitleEn: row.event_title_en,
  eventDate: row.event_date.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  guests: row.guests,
});

export function toEventBooking(row: EventBookingRow): EventBooking {
  return {
    id: row.id,
    ...bookedOf(row),
    totalAmount: centsToEuros(row.total_amount_cents),
    specialRequests: row.special_requests,
    locale: row.locale,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    // Still unanswered past the promised time (docs/decisions.md 114): the dashboard marks it.
    ...(row.status === 'pending' && row.escalated_at ? { overdue: true as const } : {}),
    ...(row.guest_change ? { guestChange: { ...row.guest_change, at: new Date(row.guest_change.at).toISOString() } } : {}),
    ...(row.deposit_status ? { deposit: depositOf(row)! } : {}),
    ...guestSummaryOf(row.guest),
  };
}

export function factsOf(row: EventBookingRow): EventBookingFacts {
  return {
    bookingId: row.id,
    ...bookedOf(row),
    totalAmountCents: row.total_amount_cents,
    specialRequests: row.special_requests,
    locale: row.locale,
    sequence: calendarSequenceOf(row),
  };
}

/** The facts with the deposit to pay and the account (docs/decisions.md 166), for the mails that ask for it. */
export function depositDueFactsOf(row: EventBookingRow): EventBookingFacts & { deposit: DepositFacts } {
  return { ...factsOf(row), deposit: depositFactsOf(row)! };
}

/**
 * The guest's calendar entry's SEQUENCE: the event's version (docs/decisions.md 97) plus the steps of the guest's own
 * changes (117), so either kind of change outranks every entry sent before it.
 */
export const calendarSequenceOf = (row: Pick<EventBookingRow, 'event_version' | 'guest_sequence'>): number =>
  row.event_version + row.guest_sequence;

/** Whether the guest has a calendar entry for it: it was confirmed once (a later change left it tentative). */
export const hadCalendarEntryOf = (row: Pick<EventBookingRow, 'status' | 'confirmed_at'>): boolean =>
  row.status === 'confirmed' || row.confirmed_at !== null;

export interface NewEventBooking {
  id: string;
  eventId: string;
  eventTitleDe: string;
  eventTitleEn: string;
  eventDate: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  totalAmountCents: number;
  specialRequests: string | null;
  locale: 'de' | 'en';
  eventVersion: number;
  /** The guest agreed to have `specialRequests` remembered in their profile (docs/decisions.md 163). */
  rememberWishes?: boolean;
  /** What the night asks to be paid before it (docs/decisions.md 166): its reference is made here. */
  deposit?: {
    amountCents: number;
    dueAt: Date;
    prepayment: boolean;
    account: DepositAccount;
  };
}

/** Inserts the booking; undefined when one with this id exists already (a repeated submission). */
export async function insertEventBooking(client: PoolClient, booking: NewEventBooking): Promise<EventBookingRow | undefined> {
  const { rows } = await client.query<EventBookingRow>(
    `INSERT INTO event_bookings (id, event_id, event_title_de, event_title_en, event_date, name, email, phone, guests,
       total_amount_cents, special_requests, locale, event_version, guest_id, deposit_status, deposit_cents,
       deposit_due_at, deposit_reference, deposit_account, deposit_prepayment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, booking_guest_for($6, $7, $8, $14, $11),
             CASE WHEN $15::int IS NOT NULL THEN 'awaiting' END, $15, $16, $17, $18, coalesce($19, false))
     ON CONFLICT (id) DO NOTHING RETURNING ${columns}`,
    [
      booking.id,
      booking.eventId,
      booking.eventTitleDe,
      booking.eventTitleEn,
      booking.eventDate,
      booking.name,
      booking.email,
      booking.phone,
      booking.guests,
      booking.totalAmountCents,
      booking.specialRequests,
      booking.locale,
      booking.eventVersion,
      booking.rememberWishes ?? false,
      booking.deposit?.amountCents ?? null,
      booking.deposit?.dueAt ?? null,
      booking.deposit ? eventDepositReferenceOf(booking.id, booking.deposit.prepayment) : null,
      booking.deposit?.account ?? null,
      booking.deposit?.prepayment ?? null,
    ],
  );
  return rows[0];
}

/** The event as the catalog last announced it, when that is newer than what the booking names. */
export async function withNewerEventFacts(client: PoolClient, row: EventBookingRow): Promise<EventBookingRow> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings b SET event_title_de = f.title_de, event_title_en = f.title_en, event_date = f.event_date,
            event_version = f.version
       FROM event_facts f
      WHERE b.id = $1 AND f.event_id = b.event_id AND f.version > b.event_version
      RETURNING ${bColumns}`,
    [row.id],
  );
  return rows[0] ?? row;
}

/** A live booking whose event changed: as it is now, and the title and date it named before. */
export interface ChangedEventBooking {
  row: EventBookingRow;
  previous: { title_de: string; title_en: string; event_date: Date };
}

/**
 * Gives every live booking of the event its new title and date, unless it names this version or a newer one
 * already (a repeat, or a late older change); answers those whose title or date changed.
 */
export async function followEventChange(
  client: PoolClient,
  change: { eventId: string; version: number; title_de: string; title_en: string; event_date: string },
): Promise<ChangedEventBooking[]> {
  const { rows } = await client.query<
    EventBookingRow & { previous_title_de: string; previous_title_en: string; previous_event_date: Date }
  >(
    `UPDATE event_bookings b SET event_title_de = $3, event_title_en = $4, event_date = $5, event_version = $2,
            updated_at = now(),
            -- A night moved earlier moves a payment still awaited with it: due a day before, with two hours at least
            -- to pay (docs/decisions.md 166).
            deposit_due_at = CASE WHEN b.deposit_status = 'awaiting'
              THEN least(b.deposit_due_at, greatest($5::timestamptz - interval '24 hours', now() + interval '2 hours'))
              ELSE b.deposit_due_at END
       FROM (SELECT id, event_title_de, event_title_en, event_date FROM event_bookings
              WHERE event_id = $1 AND status <> 'cancelled' AND event_version < $2 FOR UPDATE) before
      WHERE b.id = before.id
      RETURNING ${bColumns}, before.event_title_de AS previous_title_de,
                before.event_title_en AS previous_title_en, before.event_date AS previous_event_date`,
    [change.eventId, change.version, change.title_de, change.title_en, change.event_date],
  );
  return rows
    .map(({ previous_title_de, previous_title_en, previous_event_date, ...row }) => ({
      row,
      previous: { title_de: previous_title_de, title_en: previous_title_en, event_date: previous_event_date },
    }))
    .filter(
      ({ row, previous }) =>
        row.event_title_de !== previous.title_de ||
        row.event_title_en !== previous.title_en ||
        row.event_date.getTime() !== previous.event_date.getTime(),
    );
}

/** Keeps the event's newest announced title and date, for bookings stored from an older hold. */
export async function rememberEventFacts(
  client: PoolClient,
  change: { eventId: string; version: number; title_de: string; title_en: string; event_date: string },
): Promise<void> {
  await client.query(
    `INSERT INTO event_facts (event_id, version, title_de, title_en, event_date) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO UPDATE SET version = EXCLUDED.version, title_de = EXCLUDED.title_de,
            title_en = EXCLUDED.title_en, event_date = EXCLUDED.event_date
      WHERE event_facts.version < EXCLUDED.version`,
    [change.eventId, change.version, change.title_de, change.title_en, change.event_date],
  );
}

export async function findEventBooking(client: Pool | PoolClient, id: string): Promise<EventBookingRow | undefined> {
  const { rows } = await client.query<EventBookingRow>(`SELECT ${columns} FROM event_bookings WHERE id = $1`, [id]);
  return rows[0];
}

export async function lockEventBooking(client: PoolClient, id: string): Promise<EventBookingRow | undefined> {
  const { rows } = await client.query<EventBookingRow>(`SELECT ${columns} FROM event_bookings WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

export async function setEventBookingStatus(client: PoolClient, id: string, status: BookingStatus): Promise<EventBookingRow> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings SET status = $2, updated_at = now(),
            confirmed_at = CASE WHEN $2 = 'confirmed' THEN now() ELSE confirmed_at END,
            -- Confirmed without its payment: staff waived it, and it is asked for no more (docs/decisions.md 166).
            deposit_status = CASE WHEN $2 = 'confirmed' AND deposit_status = 'awaiting' THEN 'waived' ELSE deposit_status END,
            -- A confirmation after the guest changed their seats replaces the tentative entry (docs/decisions.md 117).
            guest_sequence = guest_sequence + (CASE WHEN $2 = 'confirmed' AND guest_sequence > 0 THEN 1 ELSE 0 END)
      WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return rows[0]!;
}

/** The guest's note, changed through their link (docs/decisions.md 113). */
export async function setEventBookingNote(client: PoolClient, id: string, note: string | null): Promise<EventBookingRow> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings SET special_requests = $2, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, note],
  );
  return rows[0]!;
}

/**
 * The guest's new seats and note (docs/decisions.md 117), once the catalog holds the seats: the total follows the price
 * per seat the booking was made at; the booking is pending again, a new request for staff whose follow-ups start
 * again, and its calendar entry's SEQUENCE rises.
 */
export async function setEventBookingSeats(
  client: PoolClient,
  id: string,
  guests: number,
  note: string | null,
): Promise<EventBookingRow> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings SET guests = $2, total_amount_cents = total_amount_cents / guests * $2, special_requests = $3,
            -- A payment still awaited follows the seats, as the total does (docs/decisions.md 166): nothing is paid yet.
            deposit_cents = CASE WHEN deposit_status = 'awaiting' THEN deposit_cents / guests * $2 ELSE deposit_cents END,
            status = 'pending', guest_sequence = guest_sequence + 1, updated_at = now(), pending_since = now(),
            escalated_at = NULL, guest_told_pending_at = NULL, reminded_at = NULL
      WHERE id = $1 RETURNING ${columns}`,
    [id, guests, note],
  );
  return rows[0]!;
}

/**
 * Cancels every live booking of an event (it was deleted); answers the ones it cancelled, each with whether it was
 * confirmed once (its guest has a calendar entry to remove).
 */
export async function cancelBookingsOfEvent(
  client: PoolClient,
  eventId: string,
): Promise<Array<EventBookingRow & { was_confirmed: boolean }>> {
  const { rows } = await client.query<EventBookingRow & { was_confirmed: boolean }>(
    `UPDATE event_bookings b SET status = 'cancelled', updated_at = now()
       FROM (SELECT id, status = 'confirmed' OR confirmed_at IS NOT NULL AS was_confirmed FROM event_bookings
              WHERE event_id = $1 AND status <> 'cancelled' FOR UPDATE) before
      WHERE b.id = before.id RETURNING ${bColumns}, before.was_confirmed`,
    [eventId],
  );
  return rows;
}

export async function deleteEventBooking(client: PoolClient, id: string): Promise<void> {
  await client.query('DELETE FROM event_bookings WHERE id = $1', [id]);
}

export async function listEventBookings(
  pool: Pool,
  filter: { eventId?: string | undefined; status?: BookingStatus | undefined; page: number; pageSize: number },
): Promise<{ items: EventBooking[]; total: number }> {
  const where = 'WHERE ($1::uuid IS NULL OR event_id = $1) AND ($2::text IS NULL OR status = $2)';
  const params = [filter.eventId ?? null, filter.status ?? null];
  return readPagedList<EventBookingRow, { total: number }, EventBooking>(
    pool,
    {
      list: `SELECT ${listColumns} FROM event_bookings ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      counts: `SELECT count(*)::int AS total FROM event_bookings ${where}`,
      params,
    },
    filter,
    toEventBooking,
  );
}

/** Every booking the filter finds, by event and then as they came in, for the CSV export. */
export async function allEventBookings(
  pool: Pool,
  filter: { eventId?: string | undefined; status?: BookingStatus | undefined },
): Promise<EventBooking[]> {
  const { rows } = await pool.query<EventBookingRow>(
    `SELECT ${columns} FROM event_bookings
      WHERE ($1::uuid IS NULL OR event_id = $1) AND ($2::text IS NULL OR status = $2)
      ORDER BY event_date, event_id, created_at, id`,
    [filter.eventId ?? null, filter.status ?? null],
  );
  return rows.map(toEventBooking);
}

/** An event's start as a Berlin calendar day at a time of day ($2): the day before's reminder moment. */
const dayBeforeAt = `(((event_date AT TIME ZONE 'Europe/Berlin')::date - 1) + $2::time) AT TIME ZONE 'Europe/Berlin'`;

/** When an event booking's follow-ups fall due (docs/decisions.md 114), as a reservation's do. */
const followUpDue: FollowUpDue = {
  escalate: `status = 'pending' AND escalated_at IS NULL AND pending_since <= $1::timestamptz - make_interval(mins => $2::int)
    AND event_date > $1 AND ${notAwaitingDeposit}`,
  // An erased booking has no address left (docs/decisions.md 116): nobody to write to.
  notice: `status = 'pending' AND guest_told_pending_at IS NULL AND email <> ''
    AND pending_since <= $1::timestamptz - make_interval(mins => $2::int) AND event_date > $1 AND ${notAwaitingDeposit}`,
  remind: `status = 'confirmed' AND reminded_at IS NULL AND email <> '' AND event_date > $1 AND ${dayBeforeAt} <= $1
    AND coalesce(confirmed_at, pending_since) < ${dayBeforeAt}`,
  depositRemind: depositRemindDue(`email <> ''`),
};

/** Marks up to 100 event bookings whose follow-up is due at `now` as done and answers them (see `claimDueRows`). */
export async function claimDueEventBookings(
  client: PoolClient,
  followUp: FollowUp,
  now: Date,
  setting: number | string,
): Promise<Array<EventBookingRow & { pending_since: Date }>> {
  return claimDueRows<EventBookingRow>(client, { table: 'event_bookings', columns, due: followUpDue }, followUp, now, setting);
}

/**
 * Releases up to 100 bookings whose deposit or prepayment fell due unpaid at `now` (docs/decisions.md 166):
 * cancelled, the deposit 'released', a claim written for each so their seats go back to the event (the sweeper
 * releases them, docs/decisions.md 42); answered for their guests' mail. Locked rows are skipped: one staff are
 * marking received just now is theirs, and the next run finds it received.
 */
export async function releaseUnpaidEventDeposits(client: PoolClient, now: Date): Promise<EventBookingRow[]> {
  const { rows } = await client.query<EventBookingRow>(
    `WITH due AS (SELECT id AS due_id FROM event_bookings
                   WHERE deposit_status = 'awaiting' AND status = 'pending' AND deposit_due_at <= $1
                   ORDER BY due_id LIMIT 100 FOR UPDATE SKIP LOCKED)
     UPDATE event_bookings SET status = 'cancelled', deposit_status = 'released', updated_at = now()
       FROM due WHERE id = due.due_id RETURNING ${columns}`,
    [now],
  );
  for (const row of rows) await writeClaim(client, claimFor(row));
  return rows;
}

/** Sets an event booking's deposit status (staff marked it received or refunded). */
export async function setEventDepositStatus(client: PoolClient, id: string, status: DepositStatus): Promise<EventBookingRow> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings SET deposit_status = $2, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return rows[0]!;
}
