import type { Reservation } from '@ristorante/contracts';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { newIdempotencyKey } from '../../../../lib/api';
import { Dialog } from '../../../components/dialog';
import { useToaster } from '../../../components/toaster';
import { useCreatePhoneReservation } from '../api/reservation-changes';
import { checkPhoneReservation } from '../utils/check-staff-reservation';
import { ReservationForm, requestOf, type ReservationFormValues } from './reservation-form';

/**
 * A reservation taken by phone (docs/decisions.md 70): stored confirmed; the guest gets the confirmation
 * e-mail in the chosen language when an address is given. The times show what is left, and a full one can be
 * taken knowingly (131).
 */
interface PhoneBookingDialogProps {
  date: string;
  onClose: () => void;
  /** The booking is stored: the tab shows its day, so staff see it in its slot. */
  onSaved: (reservation: Reservation) => void;
}

export function PhoneBookingDialog({ date, onClose, onSaved }: PhoneBookingDialogProps) {
  const intl = useIntl();
  const toaster = useToaster();
  const create = useCreatePhoneReservation();
  // One key per set of details: sent again after a lost answer, it stores one booking; any edit is a new one.
  const key = useRef<{ values: string; key: string } | undefined>(undefined);
  const keyFor = (values: ReservationFormValues, overbook: boolean) => {
    const serialized = JSON.stringify({ ...values, overbook });
    if (key.current?.values !== serialized) key.current = { values: serialized, key: newIdempotencyKey() };
    return key.current.key;
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'admin.reservations.form.phoneTitle' })} onClose={onClose} wide holdsInput>
      <p className="admin-muted">
        <FormattedMessage id="admin.reservations.form.phoneLead" />
      </p>
      <ReservationForm
        // The box unticked until the guest says yes (docs/decisions.md 163).
        initial={{
          name: '',
          phone: '',
          email: '',
          date,
          time: '',
          guests: '2',
          specialRequests: '',
          locale: intl.locale,
          rememberWishes: false,
        }}
        submitLabel="admin.reservations.form.saveAndConfirm"
        failureLabel="admin.reservations.saveFailed"
        check={checkPhoneReservation}
        liveAvailability
        asksRememberWishes
        onSubmit={async (values, { overbook }) => {
          const request = { ...requestOf(values), rememberWishes: values.rememberWishes, ...(overbook ? { overbook } : {}) };
          const reservation = await create.mutateAsync({ request, idempotencyKey: keyFor(values, overbook) });
          const saved = intl.formatMessage({ id: 'admin.reservations.created' });
          toaster.success(reservation.email ? `${saved} ${intl.formatMessage({ id: 'admin.reservations.createdMail' })}` : saved);
          onClose();
          onSaved(reservation);
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
