import type { EventDefinition } from '@ristorante/contracts';
import { newGuestToken, recordEvent, type PoolClient } from '@ristorante/kit';

/** What a link names: a table reservation or an event booking. */
export type LinkTarget = { reservationId: string } | { eventBookingId: string };

/** Stores a new link to `target`; answers its token, for the one mail that carries it. */
export async function issueLink(client: PoolClient, target: LinkTarget): Promise<string> {
  const { token, hash } = newGuestToken();
  await client.query('INSERT INTO guest_links (token_hash, reservation_id, event_booking_id) VALUES ($1, $2, $3)', [
    hash,
    'reservationId' in target ? target.reservationId : null,
    'eventBookingId' in target ? target.eventBookingId : null,
  ]);
  return token;
}

/**
 * Records an event the guest will get a mail about, with a new personal link in it: every guest mail carries one.
 * A guest without an e-mail address (a phone booking, or one erased: docs/decisions.md 116) gets no mail, so no link
 * is made.
 */
export async function recordGuestEvent<Payload extends { email: string | null; manageToken?: string }>(
  client: PoolClient,
  definition: EventDefinition<Payload>,
  payload: Payload,
  target: LinkTarget,
): Promise<void> {
  const manageToken = payload.email ? await issueLink(client, target) : undefined;
  await recordEvent(client, definition, manageToken ? { ...payload, manageToken } : payload);
}

/**
 * Staff changed the guest's address (a typo corrected): the links sent to the old one no longer open the booking, so a
 * stranger who got them cannot see or change it (docs/decisions.md 113).
 */
export async function dropLinks(client: PoolClient, reservationId: string): Promise<void> {
  await client.query('DELETE FROM guest_links WHERE reservation_id = $1', [reservationId]);
}
