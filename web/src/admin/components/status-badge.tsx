import type { BookingStatus } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/** A booking's status as a word and a colour (the word carries it; the colour only helps). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`admin-status admin-status-${status}`}>
      <FormattedMessage id={`admin.status.${status}`} />
    </span>
  );
}
