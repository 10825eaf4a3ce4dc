import {
  type BookingStatus,
  type GuestChange,
  type CoversByDay,
  type Locale,
  type Reservation,
  type ReservationFacts,
  type ReservationSort,
  type ReservationSource,
  type ReservationStatus,
  type ReservationTable,
  type EventDefinition,
  type DepositAccount,
  type DepositFacts,
  type DepositStatus,
  type GuestSummary,
  depositReferenceOf,
} from '@ristorante/contracts';
import { randomUUID } from 'node:crypto';
import { changeRecordingEvent, newGuestToken, readPagedList, type Pool, type PoolClient } from '@ristorante/kit';
import { claimDueRows, type FollowUp, type FollowUpDue } from '../follow-ups/follow-up-repository.js';
import { eventClaimsSql, toClaim, type ClaimRow } from './event-room-claims.js';
import { floorStampSql } from '../floor/floor-repository.js';
import { guestSummaryOf, guestSummarySql } from '../guests/guest-figures.js';
import { lockRoom } from './room-lock.js';
import { seatNewReservationSql, tablesOf } from '../floor/reservation-tables.js';
import type { Place } from '../floor/table-assignment.js';
import { openOffersSql } from '../waitlist/waitlist-repository.js';
import { datesTouched, type EventClaim, type Seating, type Window } from './seating-windows.js';
import { likePattern } from '../shared/like-pattern.js';
import {
  depositFactsOf,
  depositOf,
  depositRemindDue,
  notAwaitingDeposit,
  type DepositColumns,
} from '../shared/deposit-columns.js';

/** What a reservation is stored with, whoever entered it. */
export interface ReservationValues {
  name: string;
  email: string | null;
  phone: string;
  date: string;
  time: string;
  guests: number;
  specialRequests: string | null;
  locale: Locale;
}

/** The same values in their columns' names, as a reservation's row or a waitlist place holds them. */
export type StoredValues = Omit<ReservationValues, 'specialRequests'> & { special_requests: string | null };

/** The values a stored row holds, as a reservation is made with them (a waitlist place's claim makes one). */
export const valuesOf = (row: StoredValues): ReservationValues => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  time: row.time,
  guests: row.guests,
  specialRequests: row.special_requests,
  locale: row.locale,
});

interface ReservationRow extends StoredValues, DepositColumns {
  id: string;
  status: ReservationStatus;
  source: ReservationSource;
  created_at: Date;
  updated_at: Date;
  sequence: number;
  escalated_at: Date | null;
  confirmed_at: Date | null;
  overbooked_by: string | null;
  seated_at: Date | null;
  finished_at: Date | null;
  /** Where it sits (docs/decisions.md 155), in the combination's order. */
  tables: ReservationTable[];
  /** The guest's latest change through their link, where a list asked for it (`listColumns`). */
  guest_change?: GuestChange | null;
  confirm_by_phone: boolean;
  /** The guest's profile at a glance, where a list asked for it (`listColumns`, docs/decisions.md 163). */
  guest?: GuestSummary | null;
}

// Dates and times as text: a calendar date has no time zone to be shifted through.
const ownColumns = `id, name, email, phone, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests,
  special_requests, locale, status, source, created_at, updated_at, sequence, escalated_at, confirmed_at, overbooked_by,
  seated_at, finished_at, confirm_by_phone, deposit_status, deposit_cents, deposit_due_at, deposit_reference, deposit_account`;
const columns = `${ownColumns}, COALESCE((SELECT json_agg(json_build_object('id', rt.table_id, 'name', rt.table_name) ORDER BY rt.position)
    FROM reservation_tables rt WHERE rt.reservation_id = reservations.id), '[]') AS tables`;
/**
 * The columns and the guest's latest change through their link (docs/decisions.md 113: staff see who changed what),
 * for the lists staff read; the booking path does without.
 */
const listColumns = `${columns}, (SELECT json_build_object('action', c.action, 'at', c.at, 'changes', c.changes)
    FROM booking_changes c WHERE c.reservation_id = reservations.id ORDER BY c.at DESC, c.id DESC LIMIT 1) AS guest_change,
  ${guestSummarySql('reservations', 'reservation')} AS guest`;

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    ...valuesOf(row),
    status: row.status,
    source: row.source,
    tables: row.tables,
    ...(row.seated_at ? { seatedAt: row.seated_at.toISOString() } : {}),
    ...(row.finished_at ? { finishedAt: row.finished_at.toISOString() } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    // Still unanswered past the promised time (docs/decisions.md 114): the dashboard marks it.
    ...(row.status === 'pending' && row.escalated_at ? { overdue: true as const } : {}),
    ...(row.overbooked_by === null ? {} : { overbookedBy: row.overbooked_by }),
    ...(row.guest_change ? { guestChange: { ...row.guest_change, at: new Date(row.guest_change.at).toISOString() } } : {}),
    ...(row.confirm_by_phone ? { confirmByPhone: true as const } : {}),
    ...(row.deposit_status ? { deposit: depositOf(row)! } : {}),
    ...guestSummaryOf(row.guest),
  };
}

/**
 * A reservation with its calendar entry's SEQUENCE, and whether its guest has an entry at all (it was confirmed
 * once: rows from before `confirmed_at` by their status), for what is told to the guest.
 */
export type StoredReservation = Reservation & { sequence: number; hadCalendarEntry: boolean; depositFacts?: DepositFacts };
const toStored = (row: ReservationRow): StoredReservation => {
  const depositFacts = depositFactsOf(row);
  return {
    ...toReservation(row),
    sequence: row.sequence,
    hadCalendarEntry: row.status === 'confirmed' || row.confirmed_at !== null,
    ...(depositFacts ? { depositFacts } : {}),
  };
};
/** The reservation as staff see it, what only the guest's mails need left out. */
export const withoutSequence = ({
  sequence: _sequence,
  hadCalendarEntry: _entry,
  depositFacts: _deposit,
  ...reservation
}: StoredReservation): Reservation => reservation;

/** What the worker needs to write to the guest (and to staff) about a reservation. */
export function factsOf(reservation: Pick<Reservation, 'id'> & ReservationValues & { sequence?: number }): ReservationFacts {
  return {
    ...(reservation.sequence === undefined ? {} : { sequence: reservation.sequence }),
    reservationId: reservation.id,
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
    date: reservation.date,
    time: reservation.time,
    guests: reservation.guests,
    specialRequests: reservation.specialRequests,
    locale: reservation.locale,
  };
}

/** A seating that holds its place, with what names it in a refusal and the tables it sits at. */
export interface HeldSeating extends Seating {
  id: string;
  name: string;
  status: ReservationStatus;
  tableIds: string[];
}

/**
 * Locks the room for `window` (`lockRoom`), then lists what could share covers with it: the seatings that could
 * overlap it, the events' claims that do and the waitlist's open offers around it (at `options.now`, but the entry
 * `options.exceptOfferOf` claiming its own). Two guests can never both take the last table (docs/decisions.md 108).
 */
export async function lockRoomAndListHeld(
  client: PoolClient,
  window: Window,
  room: { seatingMinutes: number; onlinePartyLimit: number },
  exceptId?: string,
  options: { exceptOfferOf?: string | undefined; now?: Date; roomLocked?: boolean } = {},
): Promise<{ seatings: HeldSeating[]; events: EventClaim[]; offers: Seating[]; floor: string }> {
  // Already locked when the transaction began with `roomLockSql` of this very window (a new booking).
  if (!options.roomLocked) await lockRoom(client, window);
  const dates = datesTouched(window);
  // Only those whose seating can meet the window: each check reads a few rows, not three days of them. An hour
  // more either side, so PostgreSQL's reading of a wall-clock time the clocks skip can never leave one out; the
  // arithmetic in seating-windows.ts then decides exactly.
  const hour = 60 * 60_000;
  const startingWithin = { from: window.from - room.seatingMinutes * 60_000 - hour, to: window.to + hour };
  // The lists in one statement, one round trip (docs/decisions.md 112).
  const { rows } = await client.query<{
    seatings: HeldSeating[] | null;
    events: ClaimRow[] | null;
    offers: Seating[] | null;
    floor: string;
  }>({
    name: 'booking.room-held',
    text: heldSql,
    values: [
      ...seatingsParams(dates[0]!, dates.at(-1)!, room.onlinePartyLimit, exceptId, startingWithin),
      window.from / 1000,
      window.to / 1000,
      options.now ?? new Date(),
      options.exceptOfferOf ?? null,
    ],
  });
  const row = rows[0]!;
  return { seatings: row.seatings ?? [], events: (row.events ?? []).map(toClaim), offers: row.offers ?? [], floor: row.floor };
}

/**
 * The seatings that hold covers (not cancelled, nor a large-party request still pending, docs/decisions.md 109) from
 * the day before the first date ($1) to the day after the last ($2), but the reservation $3; only those starting
 * between the instants $5 and $6 when given. The text of one statement, read alone or beside the events' claims.
 */
const seatingsSql = `SELECT id, name, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status,
    ARRAY(SELECT table_id FROM reservation_tables rt WHERE rt.reservation_id = reservations.id) AS "tableIds"
  FROM reservations
  WHERE date BETWEEN $1::date - 1 AND $2::date + 1 AND status IN ('pending', 'confirmed', 'seated') AND ($3::uuid IS NULL OR id <> $3)
    AND NOT (status = 'pending' AND source = 'online' AND guests > $4)
    AND ($5::double precision IS NULL
      OR ((date + time) AT TIME ZONE 'Europe/Berlin' > to_timestamp($5) AND (date + time) AT TIME ZONE 'Europe/Berlin' < to_timestamp($6)))`;

/**
 * The seatings, the events' claims around a window, the open offers and the stamp of the floor in force, in one
 * statement (`lockRoomAndListHeld`).
 */
const heldSql = `WITH seatings AS (${seatingsSql}), events AS (${eventClaimsSql('to_timestamp($7)', 'to_timestamp($8)')}),
    offers AS (${openOffersSql('$1', '$2', '$9', '$10')})
  SELECT (SELECT json_agg(seatings) FROM seatings) AS seatings, (SELECT json_agg(events) FROM events) AS events,
    (SELECT json_agg(offers) FROM offers) AS offers, ${floorStampSql} AS floor`;

const seatingsParams = (first: string, last: string, onlinePartyLimit: number, exceptId?: string, startingWithin?: Window) => [
  first,
  last,
  exceptId ?? null,
  onlinePartyLimit,
  startingWithin ? startingWithin.from / 1000 : null,
  startingWithin ? startingWithin.to / 1000 : null,
];

/** The seatings that hold covers around some days (`seatingsSql`), without locking. */
export async function seatingsAround(
  db: Pool | PoolClient,
  first: string,
  last: string,
  onlinePartyLimit: number,
  exceptId?: string,
  startingWithin?: Window,
): Promise<HeldSeating[]> {
  const { rows } = await db.query<HeldSeating>(
    seatingsSql,
    seatingsParams(first, last, onlinePartyLimit, exceptId, startingWithin),
  );
  return rows;
}

/** Who made a new reservation and how it stands, with what the guest agreed to (docs/decisions.md 163, 164). */
export interface ReservationOrigin {
  source: ReservationSource;
  status: BookingStatus;
  overbookedBy?: string | undefined;
  /** The guest ticked the box: their wishes are remembered in their profile. */
  rememberWishes?: boolean;
  /** The no-show rule asks staff to call the guest before confirming. */
  confirmByPhone?: boolean;
  /** The deposit a large party's online request awaits (docs/decisions.md 165): its reference is made here. */
  deposit?: { amountCents: number; dueAt: Date; account: DepositAccount };
}

/**
 * Stores a new reservation, seated at `place` when it has one (docs/decisions.md 155), and records its event
 * (`reservation.requested` or `.confirmed`) in one statement, one round trip (112). A guest's request is pending
 * until staff confirm it; a booking staff took by phone is confirmed at once.
 */
export async function insertReservation(
  client: PoolClient,
  fields: ReservationValues,
  origin: ReservationOrigin,
  event: EventDefinition<ReservationFacts>,
  place?: Pick<Place, 'tableIds' | 'tableNames'>,
): Promise<Reservation> {
  // Its id is chosen here, so the event's facts are known before the row is written; so is the guest's personal link
  // (docs/decisions.md 113), stored in the same statement when there is an address to mail it to.
  const id = randomUUID();
  const link = fields.email === null ? undefined : newGuestToken();
  const deposit: DepositFacts | undefined = origin.deposit && {
    amountCents: origin.deposit.amountCents,
    dueAt: origin.deposit.dueAt.toISOString(),
    reference: depositReferenceOf(id),
    ...origin.deposit.account,
  };
  const rows = await changeRecordingEvent<ReservationRow, ReservationFacts>(
    client,
    {
      name: 'booking.insert-reservation',
      // The guest's profile found or made in the same statement (`booking_guest_for`, docs/decisions.md 163).
      text: `INSERT INTO reservations (id, name, email, phone, date, time, guests, special_requests, locale, source, status,
               confirmed_at, overbooked_by, confirm_by_phone, guest_id, deposit_status, deposit_cents, deposit_due_at,
               deposit_reference, deposit_account)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11 = 'confirmed' THEN now() END, $13, $17,
                     booking_guest_for($2, $3, $4, $16, $8), CASE WHEN $18::int IS NOT NULL THEN 'awaiting' END, $18, $19,
                     $20, $21)
             RETURNING ${ownColumns}, '[]'::json AS tables`,
      // The same statement with or without a link (it is prepared once): none is stored when $12 is null; and with
      // or without tables ($14, $15 empty), which the row's own `tables` cannot see yet (one snapshot).
      alongside: [
        'INSERT INTO guest_links (token_hash, reservation_id) SELECT $12::bytea, $1 WHERE $12::bytea IS NOT NULL',
        seatNewReservationSql('$1', '$14', '$15'),
      ],
      values: [
        id,
        fields.name,
        fields.email,
        fields.phone,
        fields.date,
        fields.time,
        fields.guests,
        fields.specialRequests,
        fields.locale,
        origin.source,
        origin.status,
        link?.hash ?? null,
        origin.overbookedBy ?? null,
        place?.tableIds ?? [],
        place?.tableNames ?? [],
        origin.rememberWishes ?? false,
        origin.confirmByPhone ?? false,
        deposit?.amountCents ?? null,
        deposit?.dueAt ?? null,
        deposit?.reference ?? null,
        deposit ? { holder: deposit.holder, iban: deposit.iban, bic: deposit.bic } : null,
      ],
    },
    event,
    {
      ...factsOf({ id, ...fields }),
      ...(origin.confirmByPhone ? { confirmByPhone: true as const } : {}),
      ...(deposit ? { deposit } : {}),
      ...(link ? { manageToken: link.token } : {}),
    },
  );
  return { ...toReservation(rows[0]!), tables: tablesOf(place) };
}

/**
 * A party seated at the door (docs/decisions.md 156): a reservation of now, seated, with no contact and no event
 * (nobody is mailed). Its id is chosen here, so its tables are written in the same statement.
 */
export async function insertWalkIn(
  client: PoolClient,
  walkIn: { name: string; date: string; time: string; guests: number; locale: Locale; tableIds: string[]; tableNames: string[] },
): Promise<Reservation> {
  const id = randomUUID();
  const { rows } = await client.query<ReservationRow>({
    name: 'booking.insert-walk-in',
    text: `WITH walk_in AS (
        INSERT INTO reservations (id, name, email, phone, date, time, guests, special_requests, locale, source, status,
                                  confirmed_at, seated_at)
        VALUES ($1, $2, NULL, '', $3, $4, $5, NULL, $6, 'walk_in', 'seated', now(), now())
        RETURNING *),
      seated AS (INSERT INTO reservation_tables (reservation_id, table_id, table_name, position)
        SELECT $1, t.id, t.name, t.position FROM unnest($7::uuid[], $8::text[]) WITH ORDINALITY AS t(id, name, position))
      SELECT ${columns.replaceAll('reservations.id', 'walk_in.id')} FROM walk_in`,
    values: [id, walkIn.name, walkIn.date, walkIn.time, walkIn.guests, walkIn.locale, walkIn.tableIds, walkIn.tableNames],
  });
  return {
    ...toReservation(rows[0]!),
    tables: walkIn.tableIds.map((tableId, index) => ({ id: tableId, name: walkIn.tableNames[index]! })),
  };
}

/** Moves a reservation to another time of its day (staff moving it on the timeline), its reminder due again. */
export async function moveReservationTime(client: PoolClient, id: string, time: string): Promise<StoredReservation> {
  const { rows } = await client.query<ReservationRow>(
    `UPDATE reservations SET time = $2, updated_at = now(), reminded_at = CASE WHEN time = $2 THEN reminded_at END
      WHERE id = $1 RETURNING ${columns}`,
    [id, time],
  );
  return toStored(rows[0]!);
}

export async function updateReservation(
  client: PoolClient,
  id: string,
  fields: ReservationValues,
): Promise<Reservation | undefined> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE reservations SET name = $2, email = $3, phone = $4, date = $5, time = $6, guests = $7, special_requests = $8,
       locale = $9, updated_at = now(),
       -- A visit moved by staff is reminded of again, at its new date (docs/decisions.md 114).
       reminded_at = CASE WHEN date = $5 AND time = $6 THEN reminded_at END,
       -- A corrected address or number may name another guest (docs/decisions.md 163).
       guest_id = CASE WHEN email IS DISTINCT FROM $3 OR phone IS DISTINCT FROM $4
                       THEN booking_guest_for($2, $3, $4, false, NULL) ELSE guest_id END
     WHERE id = $1 RETURNING id`,
    [id, fields.name, fields.email, fields.phone, fields.date, fields.time, fields.guests, fields.specialRequests, fields.locale],
  );
  if (!rows[0]) return undefined;
  // Read again, as staff's list shows it: a profile the statement made is not yet seen by its own RETURNING.
  const read = await client.query<ReservationRow>(`SELECT ${listColumns} FROM reservations WHERE id = $1`, [id]);
  return toReservation(read.rows[0]!);
}

/** The reservation, locked for a change unless `lock` is false (a read). */
export async function lockReservation(
  client: Pool | PoolClient,
  id: string,
  lock = true,
): Promise<StoredReservation | undefined> {
  const { rows } = await client.query<ReservationRow>(
    `SELECT ${columns} FROM reservations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] && toStored(rows[0]);
}

/**
 * The guest's change through their link (docs/decisions.md 113): a new date, time or party (`visitChanged`) makes it
 * pending again and raises the calendar entry's SEQUENCE; a note alone changes neither. `deposit` (165): the time an
 * awaited deposit now falls due, its one reminder due again; or a deposit asked for now, whole.
 */
export async function applyGuestChange(
  client: PoolClient,
  id: string,
  fields: { date: string; time: string; guests: number; specialRequests: string | null },
  visitChanged: boolean,
  deposit?: { dueAt: Date } | NonNullable<ReservationOrigin['deposit']>,
): Promise<StoredReservation> {
  const asked = deposit && 'amountCents' in deposit ? deposit : undefined;
  const { rows } = await client.query<ReservationRow>(
    `UPDATE reservations SET date = $2, time = $3, guests = $4, special_requests = $5, updated_at = now(),
            status = CASE WHEN $6 THEN 'pending' ELSE status END, sequence = sequence + CASE WHEN $6 THEN 1 ELSE 0 END,
            -- A new request: its follow-ups start again (docs/decisions.md 114).
            pending_since = CASE WHEN $6 THEN now() ELSE pending_since END,
            escalated_at = CASE WHEN $6 THEN NULL ELSE escalated_at END,
            guest_told_pending_at = CASE WHEN $6 THEN NULL ELSE guest_told_pending_at END,
            reminded_at = CASE WHEN $6 THEN NULL ELSE reminded_at END,
            deposit_status = CASE WHEN $8::int IS NOT NULL THEN 'awaiting' ELSE deposit_status END,
            deposit_cents = coalesce($8, deposit_cents), deposit_due_at = coalesce($7, deposit_due_at),
            deposit_reference = coalesce($9, deposit_reference), deposit_account = coalesce($10, deposit_account),
            deposit_reminded_at = CASE WHEN $7::timestamptz IS NOT NULL THEN NULL ELSE deposit_reminded_at END
      WHERE id = $1 RETURNING ${columns}`,
    [
      id,
      fields.date,
      fields.time,
      fields.guests,
      fields.specialRequests,
      visitChanged,
      deposit?.dueAt ?? null,
      asked?.amountCents ?? null,
      asked ? depositReferenceOf(id) : null,
      asked?.account ?? null,
    ],
  );
  return toStored(rows[0]!);
}

/**
 * Sets the status; a cancellation raises the calendar entry's SEQUENCE (its CANCEL must outrank the entry), and so
 * does a confirmation of a changed reservation (its entry replaces the tentative one).
 */
export async function setReservationStatus(
  client: PoolClient,
  id: string,
  status: ReservationStatus,
): Promise<StoredReservation> {
  const { rows } = await client.query<ReservationRow>(
    `UPDATE reservations SET status = $2, updated_at = now(),
            confirmed_at = CASE WHEN $2 = 'confirmed' THEN now() ELSE confirmed_at END,
            -- Confirmed without its deposit: staff waived it, and it is asked for no more (docs/decisions.md 166).
            deposit_status = CASE WHEN $2 = 'confirmed' AND deposit_status = 'awaiting' THEN 'waived' ELSE deposit_status END,
            -- The floor's record of the evening (docs/decisions.md 156): a finished table is free from now.
            seated_at = CASE WHEN $2 = 'seated' THEN now() ELSE seated_at END,
            finished_at = CASE WHEN $2 = 'finished' THEN now() ELSE finished_at END,
            -- A cancellation outranks the entry; so does a confirmation after a change's tentative one.
            sequence = sequence + (CASE WHEN $2 = 'cancelled' OR ($2 = 'confirmed' AND sequence > 0) THEN 1 ELSE 0 END)
      WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return toStored(rows[0]!);
}

export async function deleteReservation(client: PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM reservations WHERE id = $1', [id]);
  return rowCount === 1;
}

/** The list's filters (all optional), as staff narrow it down. */
export interface ReservationFilter {
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: ReservationStatus | undefined;
  source?: ReservationSource | undefined;
  q?: string | undefined;
}

/** The WHERE clause of a filter, with its parameters numbered from $1. */
function whereOf(filter: ReservationFilter): { where: string; params: unknown[] } {
  // Only a search that looks like a phone number matches by digits: "anna1990@x.de" is no phone number.
  const digits = filter.q && /^[\d\s+()/.-]+$/.test(filter.q) ? filter.q.replace(/\D/g, '') : '';
  const params = [
    filter.date ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.status ?? null,
    filter.source ?? null,
    filter.q ? likePattern(filter.q) : null,
    // A phone number matches by its digits however either was typed ("30 123 45" finds "+49 (30) 12345"); three
    // digits at least, so a lone "3" does not match every phone.
    digits.length >= 3 ? likePattern(digits) : null,
  ];
  const where = `WHERE ($1::date IS NULL OR date = $1)
      AND ($2::date IS NULL OR date >= $2) AND ($3::date IS NULL OR date <= $3)
      AND ($4::text IS NULL OR status = $4) AND ($5::text IS NULL OR source = $5)
      AND ($6::text IS NULL OR name ILIKE $6 OR email ILIKE $6 OR phone ILIKE $6
           OR ($7::text IS NOT NULL AND regexp_replace(phone, '\\D', '', 'g') LIKE $7))`;
  return { where, params };
}

const orderBy: Record<ReservationSort, string> = {
  newest: 'created_at DESC, id',
  date_asc: 'date, time, created_at, id',
  date_desc: 'date DESC, time DESC, created_at DESC, id',
};

export async function listReservations(
  pool: Pool,
  filter: ReservationFilter & { sort: ReservationSort; page: number; pageSize: number },
): Promise<{ items: Reservation[]; total: number }> {
  const { where, params } = whereOf(filter);
  // A search the trigram indexes can narrow (three characters at least) finds its bookings by them first and picks the
  // page from those: left to itself the planner, which prices ILIKE as next to free, walks every booking newest first
  // until ten match, 13 ms on two years where the indexes take 4 (docs/decisions.md 171).
  const list =
    (filter.q?.length ?? 0) >= 3
      ? `SELECT ${listColumns} FROM reservations WHERE id = ANY (ARRAY(
           WITH found AS MATERIALIZED (SELECT id, date, time, created_at FROM reservations ${where})
           SELECT id FROM found ORDER BY ${orderBy[filter.sort]} LIMIT $8 OFFSET $9))
         ORDER BY ${orderBy[filter.sort]}`
      : `SELECT ${listColumns} FROM reservations ${where} ORDER BY ${orderBy[filter.sort]} LIMIT $8 OFFSET $9`;
  return readPagedList<ReservationRow, { total: number }, Reservation>(
    pool,
    {
      list,
      // No filter set (each of its parameters null, so every booking passes): the total kept as bookings are written
      // (docs/decisions.md 172), since counting them all grows with the years kept.
      ...(params.every((value) => value === null)
        ? { counts: 'SELECT sum(n)::int AS total FROM reservation_counts', countParams: [] }
        : { counts: `SELECT count(*)::int AS total FROM reservations ${where}` }),
      params,
    },
    filter,
    toReservation,
  );
}

/** Every reservation the filter finds, for the CSV export (a restaurant's two years fit in memory). */
export async function allReservations(pool: Pool, filter: ReservationFilter & { sort: ReservationSort }): Promise<Reservation[]> {
  const { where, params } = whereOf(filter);
  const { rows } = await pool.query<ReservationRow>(
    `SELECT ${columns} FROM reservations ${where} ORDER BY ${orderBy[filter.sort]}`,
    params,
  );
  return rows.map(toReservation);
}

/** One day's reservations, cancelled ones included, by slot and then in the order they came in. */
export async function reservationsOn(pool: Pool, date: string): Promise<Reservation[]> {
  const { rows } = await pool.query<ReservationRow>(
    `SELECT ${listColumns} FROM reservations WHERE date = $1 ORDER BY time, created_at, id`,
    [date],
  );
  return rows.map(toReservation);
}

/** Covers per day from `from` for `days` days, pending and confirmed apart; every day listed, empty ones as 0. */
export async function coversByDay(pool: Pool, from: string, days: number): Promise<CoversByDay> {
  const { rows } = await pool.query<{ date: string; pending: number; confirmed: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date,
            coalesce(sum(r.guests) FILTER (WHERE r.status = 'pending'), 0)::int AS pending,
            coalesce(sum(r.guests) FILTER (WHERE r.status = 'confirmed'), 0)::int AS confirmed
       FROM generate_series($1::date, $1::date + ($2::int - 1), interval '1 day') AS day
       -- The days' range again, for the planner: it cannot tell how many days the series holds, and without it
       -- reads every reservation kept (docs/decisions.md 171).
       LEFT JOIN reservations r ON r.date = day::date AND r.date BETWEEN $1::date AND $1::date + ($2::int - 1)
      GROUP BY day ORDER BY day`,
    [from, days],
  );
  return rows;
}

/** The visit is still ahead at $1: nothing is followed up once it has begun. */
const visitAhead = `(date + time) AT TIME ZONE 'Europe/Berlin' > $1`;
/** The day before the visit at the reminder time ($2, Berlin). */
const dayBeforeAt = `((date - 1) + $2::time) AT TIME ZONE 'Europe/Berlin'`;

/** When a reservation's follow-ups fall due (docs/decisions.md 114, 165); each is done once (see `claimDueRows`). */
const followUpDue: FollowUpDue = {
  // Pending past the promised confirmation time ($2 minutes): staff are alerted again.
  escalate: `status = 'pending' AND escalated_at IS NULL AND pending_since <= $1::timestamptz - make_interval(mins => $2::int)
    AND ${visitAhead} AND ${notAwaitingDeposit}`,
  // Pending far longer ($2 minutes): the guest, if there is an address, is told it is still being checked.
  notice: `status = 'pending' AND guest_told_pending_at IS NULL AND email IS NOT NULL
    AND pending_since <= $1::timestamptz - make_interval(mins => $2::int) AND ${visitAhead} AND ${notAwaitingDeposit}`,
  // Confirmed before the day before's reminder time, which has passed, and the visit still ahead; one confirmed
  // after that moment had its confirmation for a reminder.
  remind: `status = 'confirmed' AND reminded_at IS NULL AND email IS NOT NULL AND ${visitAhead} AND ${dayBeforeAt} <= $1
    AND coalesce(confirmed_at, pending_since) < ${dayBeforeAt}`,
  // An unpaid deposit's one reminder: a day before it falls due, or halfway through a shorter time to pay ($2 unused).
  depositRemind: depositRemindDue('email IS NOT NULL'),
};

/** Marks up to 100 reservations whose follow-up is due at `now` as done and answers them (see `claimDueRows`). */
export async function claimDueReservations(
  client: PoolClient,
  followUp: FollowUp,
  now: Date,
  setting: number | string,
): Promise<Array<StoredReservation & { pendingSince: string }>> {
  const rows = await claimDueRows<ReservationRow>(
    client,
    { table: 'reservations', columns, due: followUpDue },
    followUp,
    now,
    setting,
  );
  return rows.map((row) => ({ ...toStored(row), pendingSince: row.pending_since.toISOString() }));
}

/**
 * Releases up to 100 requests whose deposit fell due unpaid at `now` (docs/decisions.md 165): cancelled, the deposit
 * 'released', their tables free; answered for their guests' mail. Locked rows are skipped: one staff are marking
 * received just now is theirs, and the next run finds it received.
 */
export async function releaseUnpaidDeposits(client: PoolClient, now: Date): Promise<StoredReservation[]> {
  const { rows } = await client.query<ReservationRow>(
    `WITH due AS (SELECT id AS due_id FROM reservations
                   WHERE deposit_status = 'awaiting' AND status = 'pending' AND deposit_due_at <= $1
                   ORDER BY due_id LIMIT 100 FOR UPDATE SKIP LOCKED)
     UPDATE reservations SET status = 'cancelled', deposit_status = 'released', updated_at = now(), sequence = sequence + 1
       FROM due WHERE id = due.due_id RETURNING ${columns}`,
    [now],
  );
  return rows.map(toStored);
}

/** Sets a reservation's deposit status (staff marked it received or refunded). */
export async function setDepositStatus(client: PoolClient, id: string, status: DepositStatus): Promise<StoredReservation> {
  const { rows } = await client.query<ReservationRow>(
    `UPDATE reservations SET deposit_status = $2, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return toStored(rows[0]!);
}
