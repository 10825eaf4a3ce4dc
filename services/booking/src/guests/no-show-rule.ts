import type { GuestRules } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

/**
 * The no-show rule (docs/decisions.md 164): the no-shows of the guest with this e-mail or phone number on days within
 * the rule's months. Wider than the profile the booking joins (`booking_guest_for`, 163, finds an online booking by its
 * address alone): a profile staff made by phone, with no address, counts by its number too, so a regular who missed
 * twice when booking by phone is called first when they book online; the call goes to that very number.
 */
export async function recentNoShows(
  pool: Pool | PoolClient,
  contact: { email: string | null; phone: string },
  rules: GuestRules,
): Promise<number> {
  const { rows } = await pool.query<{ no_shows: number }>({
    name: 'booking.recent-no-shows',
    // By the address; by the number where one side has none (two addresses sharing a landline are two people).
    text: `SELECT count(*)::int AS no_shows FROM reservations r
            WHERE r.guest_id IN (SELECT id FROM guests WHERE email = nullif(lower(trim($1)), '')
                                   OR (phone = booking_phone_key($2) AND (email IS NULL OR nullif(trim($1), '') IS NULL)))
              AND r.status = 'no_show' AND r.date > (now() AT TIME ZONE 'Europe/Berlin')::date - make_interval(months => $3)`,
    values: [contact.email, contact.phone, rules.noShowMonths],
  });
  return rows[0]!.no_shows;
}

/**
 * Whether a guest's online request waits for a call: asked of the database alongside the booking's own transaction
 * (its answer is awaited just before the insert, so it costs the booking no time of its own); never when the rule is
 * off (0). A failure is the booking's: it is awaited there, and never left unhandled.
 */
export function askNoShowRule(
  pool: Pool | PoolClient,
  contact: { email: string | null; phone: string },
  rules: GuestRules | undefined,
): () => Promise<boolean> {
  if (!rules || rules.noShowLimit === 0) return async () => false;
  const asked = recentNoShows(pool, contact, rules).then(
    (count) => ({ count }),
    (error: unknown) => ({ error }),
  );
  return async () => {
    const answer = await asked;
    if ('error' in answer) throw answer.error;
    return answer.count >= rules.noShowLimit;
  };
}
