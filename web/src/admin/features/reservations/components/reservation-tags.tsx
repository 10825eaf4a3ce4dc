import { isLargePartyRequest, type Reservation } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/**
 * What staff should know of a reservation at a glance, beside its name: taken by phone, or a large party's request
 * that holds no covers until staff confirm it personally (docs/decisions.md 109).
 */
export function ReservationTags({ reservation }: { reservation: Reservation }) {
  return (
    <>
      {reservation.source === 'phone' ? (
        <span className="admin-tag">
          <FormattedMessage id="admin.reservations.fromPhone" />
        </span>
      ) : null}
      {reservation.status === 'pending' && isLargePartyRequest(reservation) ? (
        <span className="admin-tag admin-tag-attention">
          <FormattedMessage id="admin.reservations.largeParty" />
        </span>
      ) : null}
    </>
  );
}
