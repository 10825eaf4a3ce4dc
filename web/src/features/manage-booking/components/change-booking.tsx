import { siteConfig, slotsOn, type GuestBooking, type Locale } from '@ristorante/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { useGuestBookingAction } from '../api/guest-booking';
import { PartySizeOptions, tablePartySizes } from '../../../components/forms/party-size-options';
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
  const [values, setValues] = useState({
    date: reservation?.date ?? '',
    time: reservation?.time ?? '',
    guests: String(booking.guests),
    specialRequests: booking.specialRequests ?? '',
  });
  const fields = action.error instanceof ApiError ? action.error.fields : {};
  // A date being typed (or cleared) names no day yet: no times until it does.
  const times = reservation && schedule && /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? slotsOn(schedule, values.date) : [];
  const offered = values.time && !times.includes(values.time) ? [...times, values.time].sort() : times;
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    action.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = values.specialRequests.trim() || null;
    const body = reservation
      ? { date: values.date, time: values.time, guests: Number(values.guests), specialRequests: note }
      : { guests: Number(values.guests), specialRequests: note };
    const visitChanged =
      Number(values.guests) !== booking.guests ||
      (reservation !== undefined && (values.date !== reservation.date || values.time !== reservation.time));
    action.mutate(
      { kind: 'change', body },
      {
        onSuccess: () => onDone(visitChanged ? 'change' : 'note'),
        // A refused field is shown beside it, and focus goes to the first (docs/decisions.md 50).
        onError: (error) => {
          const first = ['date', 'time', 'guests', 'specialRequests'].find(
            (name) => error instanceof ApiError && error.fields[name],
          );
          if (first) document.getElementById(first === 'specialRequests' ? 'change-note' : `change-${first}`)?.focus();
        },
      },
    );
  };

  const fieldError = (name: string) =>
    fields[name] ? (
      <span className="manage-booking-field-error" id={`change-${name}-error`}>
        {fields[name]}
      </span>
    ) : null;
  const described = (name: string) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `change-${name}-error` } : {});

  return (
    <section className="manage-booking-card manage-booking-change" aria-labelledby="manage-booking-change">
      <h2 id="manage-booking-change">
        <FormattedMessage id={reservation ? 'manageBooking.change.title' : 'manageBooking.change.eventTitle'} />
      </h2>
      <p>
        <FormattedMessage
          id={reservation ? 'manageBooking.change.hint' : 'manageBooking.change.eventHint'}
          values={{ minutes: siteConfig.confirmationWithinMinutes }}
        />
      </p>
      <form className="manage-booking-form" onSubmit={submit} noValidate>
        <div className="manage-booking-visit">
          {reservation && (
            <>
              <div className="manage-booking-field">
                <label htmlFor="change-date">
                  <FormattedMessage id="manageBooking.date" />
                </label>
                <input id="change-date" type="date" value={values.date} onChange={set('date')} {...described('date')} />
                {fieldError('date')}
              </div>
              <div className="manage-booking-field">
                <label htmlFor="change-time">
                  <FormattedMessage id="manageBooking.time" />
                </label>
                <select id="change-time" value={values.time} onChange={set('time')} {...described('time')}>
                  {offered.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
                {fieldError('time')}
              </div>
            </>
          )}
          <div className="manage-booking-field">
            <label htmlFor="change-guests">
              <FormattedMessage id="manageBooking.guests" />
            </label>
            <select id="change-guests" value={values.guests} onChange={set('guests')} {...described('guests')}>
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
            {fieldError('guests')}
          </div>
        </div>
        <div className="manage-booking-field">
          <label htmlFor="change-note">
            <FormattedMessage id="manageBooking.change.noteLabel" />
          </label>
          <textarea
            id="change-note"
            rows={3}
            maxLength={1000}
            value={values.specialRequests}
            onChange={set('specialRequests')}
            {...described('specialRequests')}
          />
          {fieldError('specialRequests')}
        </div>
        <ActionError error={action.error} />
        <div>
          <button type="submit" className="button button-primary" disabled={action.isPending}>
            <FormattedMessage id={action.isPending ? 'manageBooking.change.submitting' : 'manageBooking.change.submit'} />
          </button>
        </div>
      </form>
    </section>
  );
}
