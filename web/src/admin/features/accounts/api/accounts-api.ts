import type { AccountWithPassword, AdminAccount, NewAccountRequest } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

export interface AdminSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** Where the signed-in person is signed in (GET /api/admin/sessions). */
export const sessionsQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.accounts, 'sessions'],
    queryFn: ({ signal }) => client.json<AdminSession[]>('/api/admin/sessions', { signal }),
  });

/** Every account, for an owner (GET /api/admin/users). */
export const accountsQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.accounts, 'users'],
    queryFn: ({ signal }) => client.json<AdminAccount[]>('/api/admin/users', { signal }),
  });

export const changeOwnPassword = (client: AdminClient, body: { currentPassword: string; newPassword: string }) =>
  client.request('/api/admin/password', { method: 'POST', body });

export const revokeSession = (client: AdminClient, id: string) =>
  client.request(`/api/admin/sessions/${id}`, { method: 'DELETE' });

export const createAccount = (client: AdminClient, body: NewAccountRequest) =>
  client.json<AccountWithPassword>('/api/admin/users', { method: 'POST', body });

export const changeAccount = (client: AdminClient, id: string, body: { disabled?: boolean; role?: 'owner' | 'staff' }) =>
  client.json<AdminAccount>(`/api/admin/users/${id}`, { method: 'PATCH', body });

export const resetPassword = (client: AdminClient, id: string) =>
  client.json<AccountWithPassword>(`/api/admin/users/${id}/password`, { method: 'POST' });
