import type { ContactMessage, Feedback } from '@ristorante/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

export const inboxPageSize = 10;

/** GET /api/feedback: newest first, a page, the total and how many wait for approval (X-Pending-Count). */
export const feedbackQuery = (client: AdminClient, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.inbox, 'feedback', page],
    queryFn: ({ signal }) => client.list<Feedback>(`/api/feedback?page=${page}&pageSize=${inboxPageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/contact: newest first, a page, the total and the unread (X-Unread-Count). */
export const contactQuery = (client: AdminClient, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.inbox, 'contact', page],
    queryFn: ({ signal }) => client.list<ContactMessage>(`/api/contact?page=${page}&pageSize=${inboxPageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
