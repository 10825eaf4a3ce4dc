import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { ColumnHeads } from './column-heads';

/**
 * A staff list as a table where it has the room, else a card per row (docs/decisions.md 145): its caption for a
 * screen reader, its column heads, and the rows its caller draws.
 */
export function CardTable({
  caption,
  columns,
  className,
  children,
}: {
  caption?: MessageId;
  columns: readonly MessageId[];
  /** The list's own class, for its columns' widths. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-frame">
      <table className={className ? `admin-table admin-table-cards ${className}` : 'admin-table admin-table-cards'}>
        {caption ? (
          <caption className="visually-hidden">
            <FormattedMessage id={caption} />
          </caption>
        ) : null}
        <ColumnHeads labels={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
