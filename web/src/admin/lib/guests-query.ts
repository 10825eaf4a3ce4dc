import type { GuestListItem, GuestProfile, GuestProfilePatch } from '@ristorante/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminClient } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * Guest profiles (docs/decisions.md 163), read by the guests screen and by the profile every booking list opens.
 * A change to one is shown beside its bookings too: the lists that carry `guest` are read again with it.
 */
export const guestRereads = [adminKeys.guests, adminKeys.reservations, adminKeys.bookings] as const;

/** Twenty-five a page: a tablet's screen of names. */
export const guestPageSize = 25;

/** GET /api/admin/guests?q=&page=: one page of profiles, the latest booked first, and the total. */
export const guestListQuery = (client: AdminClient, q: string, page: number, pageSize = guestPageSize) =>
  queryOptions({
    queryKey: [...adminKeys.guests, 'list', q, page, pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(q ? { q } : {}) });
      return client.list<GuestListItem>(`/api/admin/guests?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/guests/{id}: the profile, its figures and its bookings. */
export const guestProfileQuery = (client: AdminClient, id: string) =>
  queryOptions({
    queryKey: [...adminKeys.guests, 'profile', id],
    queryFn: ({ signal }) => client.json<GuestProfile>(`/api/admin/guests/${id}`, { signal }),
  });

/** PATCH /api/admin/guests/{id}: notes, tags, or the remembered wishes forgotten (`preferences: null`). */
export const patchGuest = (client: AdminClient, { id, patch }: { id: string; patch: GuestProfilePatch }) =>
  client.json<GuestProfile>(`/api/admin/guests/${id}`, { method: 'PATCH', body: patch });

/** POST /api/admin/guests/{id}/merge: the other profile's bookings, notes and tags into this one. */
export const mergeGuest = (client: AdminClient, { id, otherId }: { id: string; otherId: string }) =>
  client.json<GuestProfile>(`/api/admin/guests/${id}/merge`, { method: 'POST', body: { otherId } });
