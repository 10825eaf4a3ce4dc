import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { QueryView } from '../../components/query-view';

interface ContentScreenProps<T> {
  title: MessageId;
  empty: MessageId;
  /** The public page that shows this content. */
  sitePath: string;
  query: UseQueryResult<T[]>;
  children: (items: T[]) => ReactNode;
}

/** A content tab for now: its heading, what guests see, and its loading, empty and error states. */
export function ContentScreen<T>({ title, empty, sitePath, query, children }: ContentScreenProps<T>) {
  const { locale } = useIntl();
  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id={title} />
        </h1>
        <a className="button button-secondary" href={`/${locale}/${sitePath}`}>
          <FormattedMessage id="admin.content.viewOnSite" />
        </a>
      </div>
      <p className="admin-muted">
        <FormattedMessage id="admin.content.readOnly" />
      </p>
      <QueryView query={query} loading="admin.content.loading" empty={empty} isEmpty={(items) => items.length === 0}>
        {children}
      </QueryView>
    </section>
  );
}
