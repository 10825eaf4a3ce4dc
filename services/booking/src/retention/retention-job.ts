import { deleteOldIdempotencyKeys, withSessionLock, type Logger, type Pool } from '@ristorante/kit';

/**
 * The legal page's promise (docs/decisions.md 46): reservations and event bookings are deleted two years
 * (`RETENTION_DAYS`) after the day they were for; answers to old form submissions after a day. Deleting what is
 * already gone deletes nothing, so a repeat is harmless; a session lock lets one replica do it at a time.
 */
export async function applyRetention(
  pool: Pool,
  logger: Logger,
  retentionDays: number,
  profileMonths: number,
): Promise<{ reservations: number; bookings: number; profiles: number } | undefined> {
  return withSessionLock(pool, 'booking.retention', async (client) => {
    const reservations = await client.query(
      `DELETE FROM reservations WHERE date < (now() AT TIME ZONE 'Europe/Berlin')::date - $1::int`,
      [retentionDays],
    );
    const bookings = await client.query(
      `DELETE FROM event_bookings WHERE coalesce(event_date, created_at) < now() - $1::int * interval '1 day'`,
      [retentionDays],
    );
    // A guest profile with no booking for the owner's months (docs/decisions.md 163): made, booked and visited before.
    const profiles = await client.query(
      `DELETE FROM guests g WHERE g.last_booked_at < now() - make_interval(months => $1)
          AND g.created_at < now() - make_interval(months => $1)
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.guest_id = g.id
                           AND r.date >= (now() AT TIME ZONE 'Europe/Berlin')::date - make_interval(months => $1))
          AND NOT EXISTS (SELECT 1 FROM event_bookings e WHERE e.guest_id = g.id
                           AND e.event_date >= now() - make_interval(months => $1))`,
      [profileMonths],
    );
    await deleteOldIdempotencyKeys(client);
    // Waitlist entries for a day that is past serve nothing: they go as soon as it is (docs/decisions.md 115).
    await client.query(`DELETE FROM waitlist_entries WHERE date < (now() AT TIME ZONE 'Europe/Berlin')::date`);
    // A data request's address is personal data too: it goes when its link expires (docs/decisions.md 116).
    await client.query('DELETE FROM data_request_grants WHERE expires_at < now()');
    // Events' claims on the room (and deleted events' rows) once their hours are as old as the bookings kept:
    // nothing can be booked against them, and a save of them so old cannot come late any more.
    await client.query("DELETE FROM event_room_claims WHERE ends_at < now() - $1::int * interval '1 day'", [retentionDays]);
    const deleted = {
      reservations: reservations.rowCount ?? 0,
      bookings: bookings.rowCount ?? 0,
      profiles: profiles.rowCount ?? 0,
    };
    if (deleted.reservations + deleted.bookings + deleted.profiles > 0) logger.info(deleted, 'retention: old records deleted');
    return deleted;
  });
}
