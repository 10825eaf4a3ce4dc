import type { StrandedReservations } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';
import { ReservationLinks } from '../../../components/reservation-links';

/**
 * The reservations a change would leave outside the new hours (the service's 409): nothing was saved; each links
 * to its day in Reservations, where staff move or cancel it before saving again.
 */
export function StrandedReservationsNotice({ stranded }: { stranded: StrandedReservations['stranded'] }) {
  return (
    <div className="notice notice-error admin-settings-stranded">
      <p>
        <FormattedMessage id="admin.settings.stranded" />
      </p>
      <ReservationLinks reservations={stranded} />
      <p>
        <FormattedMessage id="admin.settings.strandedHint" />
      </p>
    </div>
  );
}
