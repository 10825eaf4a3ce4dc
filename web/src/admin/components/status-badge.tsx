import type { ReservationStatus } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/** A booking's status as a word and a colour (the word carries it; the colour only helps); a reservation's include the floor's (docs/decisions.md 156). */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  return (
    <span className={`admin-status admin-status-${status}`}>
      <FormattedMessage id={`admin.status.${status}`} />
    </span>
  );
}
