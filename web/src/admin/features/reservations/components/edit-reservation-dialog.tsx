import type { Reservation } from '@ristorante/contracts';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../components/dialog';
import { useToaster } from '../../../components/toaster';
import { useEditReservation } from '../api/reservation-changes';
import { checkReservationEdit } from '../utils/check-staff-reservation';
import { ReservationForm, requestOf } from './reservation-form';

/** Staff correct a reservation (docs/decisions.md 44, 70); a move into a full slot is refused with why. */
export function EditReservationDialog({ reservation, onClose }: { reservation: Reservation; onClose: () => void }) {
  const intl = useIntl();
  const toaster = useToaster();
  const edit = useEditReservation();
  return (
    <Dialog title={intl.formatMessage({ id: 'admin.reservations.form.editTitle' })} onClose={onClose} wide holdsInput>
      <ReservationForm
        initial={{
          name: reservation.name,
          phone: reservation.phone,
          email: reservation.email ?? '',
          date: reservation.date,
          time: reservation.time,
          guests: String(reservation.guests),
          specialRequests: reservation.specialRequests ?? '',
          locale: reservation.locale,
          // Not asked in an edit: what the profile remembers stays as the guest agreed.
          rememberWishes: false,
        }}
        submitLabel="admin.reservations.form.save"
        failureLabel="admin.reservations.updateFailed"
        check={checkReservationEdit}
        onSubmit={async (values) => {
          await edit.mutateAsync({ id: reservation.id, edit: requestOf(values) });
          toaster.success(intl.formatMessage({ id: 'admin.reservations.updated' }));
          onClose();
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
