import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface PagingProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** '11–20 of 57', and the way to the pages before and after (docs/decisions.md 73). */
export function Paging({ page, pageSize, total, onPage }: PagingProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const nav = useRef<HTMLElement>(null);
  // The next page starts at its top, not where the buttons at the foot of the last one were.
  const go = (next: number) => {
    onPage(next);
    nav.current?.closest('.admin-tab')?.scrollIntoView?.({ block: 'start' });
  };
  // Past the end (the last row of the last page deleted, an old link): the last page there is.
  useEffect(() => {
    if (total > 0 && page > pages) onPage(pages);
  }, [total, page, pages, onPage]);
  if (total === 0 || page > pages) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav ref={nav} className="admin-paging" aria-label={intl.formatMessage({ id: 'admin.paging.label' })}>
      <p aria-live="polite">
        <FormattedMessage id="admin.paging.summary" values={{ from, to, total }} />
      </p>
      <div className="admin-paging-buttons">
        <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
          <FormattedMessage id="admin.paging.previous" />
        </button>
        <span className="admin-muted">
          <FormattedMessage id="admin.paging.page" values={{ page, pages }} />
        </span>
        <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
          <FormattedMessage id="admin.paging.next" />
        </button>
      </div>
    </nav>
  );
}
