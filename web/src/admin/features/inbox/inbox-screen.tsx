import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { Paging } from '../../components/paging';
import { QueryView } from '../../components/query-view';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { inboxPageSize } from './api/get-inbox';
import './inbox.css';

interface InboxScreenProps<T> {
  title: MessageId;
  /** What the tab is for, in a sentence. */
  intro: MessageId;
  empty: MessageId;
  query: UseQueryResult<{ items: T[]; total: number; headers: Headers }>;
  page: number;
  summary: (total: number, headers: Headers) => ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The page number of an inbox list, from the address, and the way to another. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setQuery] = useQueryParams();
  return [pageParam(params), (page) => setQuery({ page: page > 1 ? String(page) : undefined })];
}

/** An inbox tab: newest first, ten a page, with its loading, empty and error states. */
export function InboxScreen<T>({ title, intro, empty, query, page, summary, children }: InboxScreenProps<T>) {
  const [, setPage] = usePageParam();
  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id={title} />
        </h1>
      </div>
      <p className="admin-muted">
        <FormattedMessage id={intro} />
      </p>
      <QueryView query={query} loading="admin.inbox.loading" empty={empty} isEmpty={(data) => data.total === 0}>
        {(data) => (
          <>
            <p>{summary(data.total, data.headers)}</p>
            {children(data.items)}
            <Paging page={page} pageSize={inboxPageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
