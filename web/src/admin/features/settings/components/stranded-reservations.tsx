import type { StrandedReservations } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { ReservationLinks } from '../../../components/reservation-links';

/**
 * The reservations a change would strand (the service's 409): outside the new hours, or without a table on the new
 * floor (docs/decisions.md 157). Nothing was saved; each links to its day in Reservations, where staff move or cancel
 * it before saving again. `intro` says what the change would do to them.
 */
export function StrandedReservationsNotice({
  stranded,
  intro = 'admin.settings.stranded',
}: {
  stranded: Array<Pick<StrandedReservations['stranded'][number], 'id' | 'name' | 'date' | 'time' | 'guests'>>;
  intro?: MessageId;
}) {
  return (
    <div className="notice notice-error admin-settings-stranded">
      <p>
        <FormattedMessage id={intro} />
      </p>
      <ReservationLinks reservations={stranded} />
      <p>
        <FormattedMessage id="admin.settings.strandedHint" />
      </p>
    </div>
  );
}
