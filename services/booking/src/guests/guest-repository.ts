import type { GuestHistoryEntry, GuestListItem, GuestProfile, GuestProfilePatch } from '@ristorante/contracts';
import { readPagedList, type Pool, type PoolClient } from '@ristorante/kit';
import { eventVisit, noShowsSql, reservationVisit, visitsSql } from './guest-figures.js';
import { likePattern } from '../shared/like-pattern.js';

/** Staff's reading and keeping of guest profiles (docs/decisions.md 163). */

interface GuestRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  tags: string[];
  notes: string;
  preferences: string | null;
  visits: number;
  no_shows: number;
  last_visit: string | null;
  last_booked_at: Date;
  created_at: Date;
}

/** The day of the guest's latest visit, a table's or an event's. */
const lastVisitSql = `(SELECT to_char(max(day), 'YYYY-MM-DD') FROM (
    SELECT v.date AS day FROM reservations v WHERE v.guest_id = guests.id AND ${reservationVisit('v')}
    UNION ALL SELECT (ev.event_date AT TIME ZONE 'Europe/Berlin')::date FROM event_bookings ev
     WHERE ev.guest_id = guests.id AND ${eventVisit('ev')}) AS visited)`;

const columns = `id, name, email, phone, tags, notes, preferences, last_booked_at, created_at,
  ${visitsSql('guests.id')} AS visits, ${noShowsSql('guests.id')} AS no_shows, ${lastVisitSql} AS last_visit`;

const toListItem = (row: GuestRow): GuestListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  tags: row.tags,
  visits: row.visits,
  noShows: row.no_shows,
  lastVisit: row.last_visit,
  lastBookedAt: row.last_booked_at.toISOString(),
});

/** The guests screen: the latest booked first, narrowed by a name, an address or a phone number's digits. */
export async function listGuests(
  pool: Pool,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ items: GuestListItem[]; total: number }> {
  const q = query.q || undefined;
  // Only a search that looks like a phone number matches by digits, three at least (as the reservations list does);
  // a profile's number is E.164, so a national or international prefix typed ('0151 …', '0049 …') is left out.
  const digits = q && /^[\d\s+()/.-]+$/.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : '';
  const params = [q ? likePattern(q) : null, digits.length >= 3 ? likePattern(digits) : null];
  const where = `WHERE ($1::text IS NULL OR name ILIKE $1 OR email ILIKE $1 OR ($2::text IS NOT NULL AND phone LIKE $2))`;
  return readPagedList<GuestRow, { total: number }, GuestListItem>(
    pool,
    {
      list: `SELECT ${columns} FROM guests ${where} ORDER BY last_booked_at DESC, id LIMIT $3 OFFSET $4`,
      counts: `SELECT count(*)::int AS total FROM guests ${where}`,
      params,
    },
    query,
    toListItem,
  );
}

interface HistoryRow extends GuestHistoryEntry {
  upcoming: boolean;
}

/** A profile with its figures and every booking it holds: upcoming ones soonest first, then the past newest first. */
export async function readGuest(db: Pool | PoolClient, id: string): Promise<GuestProfile | undefined> {
  const [profile, history] = await Promise.all([
    db.query<GuestRow & { cancellations: number }>(
      `SELECT ${columns},
         ((SELECT count(*) FROM reservations c WHERE c.guest_id = guests.id AND c.status = 'cancelled')
          + (SELECT count(*) FROM event_bookings c WHERE c.guest_id = guests.id AND c.status = 'cancelled'))::int AS cancellations
         FROM guests WHERE id = $1`,
      [id],
    ),
    db.query<HistoryRow>(
      `SELECT * FROM (
         SELECT 'reservation' AS kind, id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests,
                status, NULL AS event, special_requests AS "specialRequests",
                (date + time) AT TIME ZONE 'Europe/Berlin' AS at,
                status IN ('pending', 'confirmed') AND date >= (now() AT TIME ZONE 'Europe/Berlin')::date AS upcoming
           FROM reservations WHERE guest_id = $1
         UNION ALL
         SELECT 'event', id, to_char(event_date AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD'),
                to_char(event_date AT TIME ZONE 'Europe/Berlin', 'HH24:MI'), guests, status, event_title_de, special_requests,
                event_date, status IN ('pending', 'confirmed') AND event_date >= now()
           FROM event_bookings WHERE guest_id = $1) AS booked
        ORDER BY upcoming DESC, CASE WHEN upcoming THEN at END, at DESC`,
      [id],
    ),
  ]);
  const row = profile.rows[0];
  if (!row) return undefined;
  const entries = history.rows.map(({ upcoming, at: _at, event, ...entry }: HistoryRow & { at?: Date }) => ({
    upcoming,
    entry: { ...entry, ...(event ? { event } : {}) } as GuestHistoryEntry,
  }));
  return {
    ...toListItem(row),
    notes: row.notes,
    preferences: row.preferences,
    cancellations: row.cancellations,
    upcoming: entries.filter((each) => each.upcoming).map((each) => each.entry),
    history: entries.filter((each) => !each.upcoming).map((each) => each.entry),
    createdAt: row.created_at.toISOString(),
  };
}

/** Staff's notes, tags and the remembered wishes, as given (the rest kept); false when there is no such profile. */
export async function updateGuest(pool: Pool, id: string, patch: GuestProfilePatch): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE guests SET notes = coalesce($2, notes), tags = coalesce($3, tags),
            preferences = CASE WHEN $4 THEN $5 ELSE preferences END, updated_at = now()
      WHERE id = $1`,
    [id, patch.notes ?? null, patch.tags ?? null, patch.preferences !== undefined, patch.preferences ?? null],
  );
  return rowCount === 1;
}

interface MergedRow {
  id: string;
  email: string | null;
  phone: string | null;
  notes: string;
  tags: string[];
  preferences: string | null;
  last_booked_at: Date;
  created_at: Date;
}

/**
 * Two profiles that are one person become one (docs/decisions.md 163): the other's bookings move to this one; its
 * notes are added below these, its tags joined, its wishes and contact details fill what this one lacks; then it
 * goes. Both locked first, in the order of their ids, so two merges of the same pair cannot deadlock. Answers
 * which of the two was missing, if one was.
 */
export async function mergeGuests(client: PoolClient, id: string, otherId: string): Promise<'this' | 'other' | undefined> {
  const { rows } = await client.query<MergedRow>(
    `SELECT id, email, phone, notes, tags, preferences, last_booked_at, created_at FROM guests
      WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [[id, otherId]],
  );
  const kept = rows.find((row) => row.id === id);
  const other = rows.find((row) => row.id === otherId);
  if (!kept) return 'this';
  if (!other) return 'other';
  await client.query('UPDATE reservations SET guest_id = $1 WHERE guest_id = $2', [id, otherId]);
  await client.query('UPDATE event_bookings SET guest_id = $1 WHERE guest_id = $2', [id, otherId]);
  // The other's keys go with it first: this one may then take them where it has none.
  await client.query('DELETE FROM guests WHERE id = $1', [otherId]);
  const known = new Set(kept.tags.map((tag) => tag.toLowerCase()));
  const tags = [...kept.tags, ...other.tags.filter((tag) => !known.has(tag.toLowerCase()))].slice(0, 10);
  const notes = [kept.notes, other.notes].filter((text) => text !== '').join('\n');
  await client.query(
    `UPDATE guests SET notes = $2, tags = $3, preferences = $4, email = $5, phone = $6, last_booked_at = $7,
            created_at = $8, updated_at = now()
      WHERE id = $1`,
    [
      id,
      notes,
      tags,
      kept.preferences ?? other.preferences,
      kept.email ?? other.email,
      kept.phone ?? other.phone,
      kept.last_booked_at > other.last_booked_at ? kept.last_booked_at : other.last_booked_at,
      kept.created_at < other.created_at ? kept.created_at : other.created_at,
    ],
  );
  return undefined;
}
