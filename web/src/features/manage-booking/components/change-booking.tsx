import { siteConfig, slotsOn, type GuestBooking, type Locale } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { useGuestBookingAction } from '../api/guest-booking';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/form-notices';
import { PartySizeOptions, tablePartySizes } from '../../../components/forms/party-size-options';
import { useForm } from '../../../components/forms/use-form';
import '../../../components/forms/forms.css';
import { ActionError } from './action-error';

/**
 * The party sizes its form offers, and the booking's own: the reservation form's own list (1 to 12 and '15+, a large
 * group', in its words), an event's 1 to 8.
 */
const partySizes = (booking: GuestBooking) => {
  const sizes =
    booking.kind === 'reservation'
      ? tablePartySizes
      : Array.from({ length: siteConfig.eventBookingMaxGuests }, (_, index) => index + 1);
  return [...new Set([...sizes, booking.guests])].sort((a, b) => a - b);
};

/**
 * A reservation's date, time, party and note, or an event booking's seats and note (docs/decisions.md 113, 117). The
 * server checks it as a new request; its field errors stand beside the fields.
 */
export function ChangeBooking({
  booking,
  token,
  locale,
  onDone,
}: {
  booking: GuestBooking;
  token: string;
  locale: Locale;
  onDone: (done: 'change' | 'note') => void;
}) {
  const intl = useIntl();
  const schedule = useHouseSchedule();
  const action = useGuestBookingAction(token, locale);
  const reservation = booking.kind === 'reservation' ? booking : undefined;
  const form = useForm({
    id: 'change',
    initial: {
      date: reservation?.date ?? '',
      time: reservation?.time ?? '',
      guests: String(booking.guests),
      specialRequests: booking.specialRequests ?? '',
    },
    fields: ['date', 'time', 'guests', 'specialRequests'],
    onEdit: () => action.reset(),
  });
  const { values } = form;
  // A date being typed (or cleared) names no day yet: no times until it does.
  const times = reservation && schedule && /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? slotsOn(schedule, values.date) : [];
  const offered = values.time && !times.includes(values.time) ? [...times, values.time].sort() : times;

  const submit = async () => {
    const note = values.specialRequests.trim() || null;
    const body = reservation
      ? { date: values.date, time: values.time, guests: Number(values.guests), specialRequests: note }
      : { guests: Number(values.guests), specialRequests: note };
    const visitChanged =
      Number(values.guests) !== booking.guests ||
      (reservation !== undefined && (values.date !== reservation.date || values.time !== reservation.time));
    try {
      await action.mutateAsync({ kind: 'change', body });
      onDone(visitChanged ? 'change' : 'note');
    } catch (error) {
      // A refused field is shown beside it, and focus goes to the first (docs/decisions.md 50); any other refusal is
      // said by ActionError.
      form.showServerErrors(error);
    }
  };

  return (
    <section className="card manage-booking-change" aria-labelledby="manage-booking-change">
      <h2 id="manage-booking-change">
        <FormattedMessage id={reservation ? 'manageBooking.change.title' : 'manageBooking.change.eventTitle'} />
      </h2>
      <p>
        <FormattedMessage
          id={reservation ? 'manageBooking.change.hint' : 'manageBooking.change.eventHint'}
          values={{ minutes: siteConfig.confirmationWithinMinutes }}
        />
      </p>
      <form ref={form.ref} className="form-fields" onSubmit={form.handleSubmit(submit)} noValidate>
        <div className="form-fields manage-booking-visit">
          {reservation && (
            <>
              <FormField form={form} field="date" label="manageBooking.date">
                <input {...form.control('date')} type="date" />
              </FormField>
              <FormField form={form} field="time" label="manageBooking.time">
                <select {...form.control('time')}>
                  {offered.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </FormField>
            </>
          )}
          <FormField form={form} field="guests" label="manageBooking.guests">
            <select {...form.control('guests')}>
              {booking.kind === 'reservation' ? (
                <PartySizeOptions sizes={partySizes(booking)} />
              ) : (
                partySizes(booking).map((count) => (
                  <option key={count} value={count}>
                    {intl.formatMessage({ id: 'manageBooking.change.guestOption' }, { count })}
                  </option>
                ))
              )}
            </select>
          </FormField>
        </div>
        <FormField form={form} field="specialRequests" label="manageBooking.change.noteLabel">
          <textarea {...form.control('specialRequests')} rows={3} maxLength={1000} />
        </FormField>
        <ActionError error={action.error} />
        <div>
          <SubmitButton
            busy={form.busy}
            label="manageBooking.change.submit"
            busyLabel="manageBooking.change.submitting"
            className=""
          />
        </div>
      </form>
    </section>
  );
}
