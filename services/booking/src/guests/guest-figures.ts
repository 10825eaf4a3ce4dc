import type { GuestSummary } from '@ristorante/contracts';

/**
 * The figures of a guest profile in SQL (docs/decisions.md 163), one definition for the lists, the day sheet and
 * the profile itself.
 */

/** Berlin's today: a reservation's date is a calendar day there. */
const berlinToday = `(now() AT TIME ZONE 'Europe/Berlin')::date`;

/**
 * A reservation (as `alias`) the guest came to: seated, finished, or confirmed for a day that has passed (a house
 * that does not seat parties on the floor marks a no-show as such and leaves the rest confirmed).
 */
export const reservationVisit = (alias: string) =>
  `(${alias}.status IN ('seated', 'finished') OR (${alias}.status = 'confirmed' AND ${alias}.date < ${berlinToday}))`;

/** An event booking (as `alias`) the guest came to: confirmed, for an event that has taken place. */
export const eventVisit = (alias: string) => `(${alias}.status = 'confirmed' AND ${alias}.event_date < now())`;

/** The visits of the guest `guest` (an expression of their id), but the reservation or event booking `except`. */
export const visitsSql = (guest: string, except: { reservation?: string; eventBooking?: string } = {}) =>
  `((SELECT count(*) FROM reservations v WHERE v.guest_id = ${guest} AND ${reservationVisit('v')}
      ${except.reservation ? `AND v.id <> ${except.reservation}` : ''})
    + (SELECT count(*) FROM event_bookings ev WHERE ev.guest_id = ${guest} AND ${eventVisit('ev')}
      ${except.eventBooking ? `AND ev.id <> ${except.eventBooking}` : ''}))::int`;

/** Every no-show on record of the guest `guest`. */
export const noShowsSql = (guest: string) =>
  `(SELECT count(*) FROM reservations ns WHERE ns.guest_id = ${guest} AND ns.status = 'no_show')::int`;

/**
 * The guest of the booking row `row` (a reservation's or an event booking's, by `kind`) as staff see it beside the
 * booking, as JSON; null when it has none (a walk-in, an erased guest).
 */
export const guestSummarySql = (row: string, kind: 'reservation' | 'eventBooking') =>
  `(SELECT json_build_object('id', g.id, 'tags', g.tags, 'preferences', g.preferences,
      'visits', ${visitsSql('g.id', { [kind]: `${row}.id` })}, 'noShows', ${noShowsSql('g.id')})
    FROM guests g WHERE g.id = ${row}.guest_id)`;

/** The summary as the API answers it, from the JSON `guestSummarySql` made; nothing for none. */
export const guestSummaryOf = (json: GuestSummary | null | undefined): { guest?: GuestSummary } => (json ? { guest: json } : {});
