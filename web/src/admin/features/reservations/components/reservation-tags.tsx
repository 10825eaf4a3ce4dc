import { isLargePartyRequest, type Reservation } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';
import { useHouseSchedule } from '../../../../lib/house-schedule';
import { DepositTag } from '../../../components/deposit-tag';
import { GuestMarks } from '../../../components/guest-marks';
import { GuestSummaryTags } from '../../../components/guest-summary-tags';
import { useTimeOf } from '../utils/floor-moment';

/**
 * What staff should know of a reservation at a glance, beside its name: taken by phone, a large party's request
 * that holds no covers until staff confirm it personally (docs/decisions.md 109), an overdue request, what the guest
 * changed (113, 114), a booking staff took over the room's covers and who (131), a party that came without a booking,
 * and one late by the floor's `lateAfterMinutes` (159), in words, not by colour alone.
 */
export function ReservationTags({ reservation, withLate = true }: { reservation: Reservation; withLate?: boolean }) {
  // The online limit is the owner's setting (docs/decisions.md 110): a waiting request follows it when it changes.
  const schedule = useHouseSchedule();
  return (
    <>
      {withLate ? <LateTag reservation={reservation} /> : null}
      {reservation.source === 'walk_in' ? (
        <span className="admin-tag">
          <FormattedMessage id="admin.reservations.walkIn" />
        </span>
      ) : null}
      {reservation.source === 'phone' ? (
        <span className="admin-tag">
          <FormattedMessage id="admin.reservations.fromPhone" />
        </span>
      ) : null}
      {schedule && reservation.status === 'pending' && isLargePartyRequest(reservation, schedule) ? (
        <span className="admin-tag admin-tag-attention">
          <FormattedMessage id="admin.reservations.largeParty" />
        </span>
      ) : null}
      {reservation.overbookedBy ? (
        <span className="admin-tag admin-tag-attention">
          <FormattedMessage id="admin.reservations.overbooked" values={{ name: reservation.overbookedBy }} />
        </span>
      ) : null}
      <DepositTag deposit={reservation.deposit} bookingStatus={reservation.status} words="admin.reservations.deposit" />
      <GuestMarks booking={reservation} />
      <GuestSummaryTags
        guest={reservation.guest}
        confirmByPhone={reservation.confirmByPhone}
        status={reservation.status}
        wishes={reservation.specialRequests}
      />
    </>
  );
}

/** 'Late (25 min)' for a confirmed party past the floor's `lateAfterMinutes` (docs/decisions.md 159); else nothing. */
export function LateTag({ reservation }: { reservation: Reservation }) {
  const { lateMinutes } = useTimeOf(reservation);
  return lateMinutes !== undefined ? (
    <span className="admin-tag admin-tag-late">
      <FormattedMessage id="admin.reservations.late" values={{ minutes: lateMinutes }} />
    </span>
  ) : null;
}
