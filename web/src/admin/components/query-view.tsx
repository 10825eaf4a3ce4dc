import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '../../components/feedback/query-states';
import type { MessageId } from '../../i18n/catalogues';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What the loading line says ('Loading reservations …'). */
  loading: MessageId;
  /** What an empty answer says, and how to tell one (a form's document is never empty: none). */
  empty?: MessageId;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A list's (or a form's document's) states, the same on every tab: loading, then its content, its empty state, or the error with 'Try
 * Again'. An answer already shown stays when a later poll fails: staff keep what they were looking at.
 */
export function QueryView<T>({ query, loading, empty, isEmpty, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <LoadingState>
        <FormattedMessage id={loading} />
      </LoadingState>
    );
  }
  if (query.data === undefined) {
    return <ErrorState title={<FormattedMessage id="admin.list.loadError" />} onRetry={() => void query.refetch()} />;
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState title={<FormattedMessage id={empty} />} />;
  return children(query.data);
}
