import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';

/** A table's head: one column header a label, in the language of the dashboard. */
export function ColumnHeads({ labels }: { labels: readonly MessageId[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            <FormattedMessage id={label} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
