import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import type { Availability } from '../utils/event-display';

const labels: Record<Availability, MessageId> = {
  soldOut: 'events.badge.soldOut',
  almostFull: 'events.badge.almostFull',
  available: 'events.badge.available',
};

/** 'Sold Out', 'Almost Full!' or 'Available' (docs/product.md, 'Lists and how much they show'); the text itself says it, not only the colour. */
export function AvailabilityBadge({ availability, id }: { availability: Availability; id?: string }) {
  return (
    <span id={id} className={`event-badge event-badge-${availability}`} data-availability={availability}>
      <FormattedMessage id={labels[availability]} />
    </span>
  );
}
