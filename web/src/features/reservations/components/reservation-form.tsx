import { berlinDate, reservationRequestSchema, siteConfig } from '@ristorante/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { useCreateReservation } from '../api/create-reservation';

const fieldNames = ['name', 'phone', 'email', 'date', 'time', 'guests', 'specialRequests'] as const;
type Field = (typeof fieldNames)[number];
type Values = Record<Field, string>;

const defaults: Values = {
  name: '',
  phone: '',
  email: '',
  date: '',
  time: '',
  guests: String(siteConfig.reservationGuests.default),
  specialRequests: '',
};

/** Spec section 9: 1 to 12 people, and '15+ people (Large Group)' with the value 15. */
const guestOptions = [...Array.from({ length: 12 }, (_, index) => index + 1), 15];
const largeGroup = 15;

/**
 * The reservation form (spec sections 2, 4, 5): checked with the same shared schema the server uses, each
 * field's error shown beside it and cleared as soon as that field is edited; reset to its defaults on success.
 */
export function ReservationForm() {
  const intl = useIntl();
  const { locale } = intl;
  const [values, setValues] = useState<Values>(defaults);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  const mutation = useCreateReservation();
  const form = useRef<HTMLFormElement>(null);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    setSucceeded(false);
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    // Keyboard and screen-reader users are taken to the first field that needs them.
    const first = fieldNames.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setSucceeded(false);
    const request = { ...values, guests: Number(values.guests), specialRequests: values.specialRequests || null };
    const checked = reservationRequestSchema().safeParse(request);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        // The shared schema's messages are catalogue keys (booking.*), translated like every other text.
        found[field] ??= intl.formatMessage({ id: issue.message as MessageId });
      }
      showErrors(found);
      return;
    }
    try {
      await mutation.mutateAsync({ request, locale, idempotencyKey: newIdempotencyKey() });
      setValues(defaults);
      setErrors({});
      setSucceeded(true);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(error.fields as Partial<Record<Field, string>>);
        setFormError(intl.formatMessage({ id: 'reservations.fixFields' }));
        return;
      }
      // A full slot (409) and every other answer of the server say what went wrong in the guest's language.
      setFormError(
        (error instanceof ApiError ? error.serverMessage : undefined) ?? intl.formatMessage({ id: 'reservations.error' }),
      );
    }
  };

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${field}-error` : undefined, extra].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const label = (field: Field, id: MessageId, required = true) => (
    <label htmlFor={`reservation-${field}`}>
      <FormattedMessage id={id} />
      {required ? <span className="required-mark"> *</span> : null}
    </label>
  );

  return (
    <form ref={form} className="reservation-form" noValidate onSubmit={onSubmit} aria-labelledby="reservation-form-title">
      <h2 id="reservation-form-title">
        <FormattedMessage id="reservations.form.title" />
      </h2>
      <div className="form-grid">
        <div className="field">
          {label('name', 'reservations.form.name')}
          <input
            id="reservation-name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            required
          />
          {fieldError('name')}
        </div>
        <div className="field">
          {label('phone', 'reservations.form.phone')}
          <input
            id="reservation-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => update('phone', event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            required
          />
          {fieldError('phone')}
        </div>
        <div className="field">
          {label('email', 'reservations.form.email')}
          <input
            id="reservation-email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            required
          />
          {fieldError('email')}
        </div>
        <div className="field">
          {label('date', 'reservations.form.date')}
          <input
            id="reservation-date"
            name="date"
            type="date"
            min={berlinDate(new Date())}
            value={values.date}
            onChange={(event) => update('date', event.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy('date')}
            required
          />
          {fieldError('date')}
        </div>
        <div className="field">
          {label('time', 'reservations.form.time')}
          <select
            id="reservation-time"
            name="time"
            value={values.time}
            onChange={(event) => update('time', event.target.value)}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={describedBy('time')}
            required
          >
            <option value="">{intl.formatMessage({ id: 'reservations.form.chooseTime' })}</option>
            {siteConfig.reservationSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
          {fieldError('time')}
        </div>
        <div className="field">
          {label('guests', 'reservations.form.guests')}
          <select
            id="reservation-guests"
            name="guests"
            value={values.guests}
            onChange={(event) => update('guests', event.target.value)}
            aria-invalid={errors.guests ? true : undefined}
            aria-describedby={describedBy('guests', Number(values.guests) === largeGroup ? 'reservation-large-group' : undefined)}
            required
          >
            {guestOptions.map((count) => (
              <option key={count} value={count}>
                {count === largeGroup
                  ? intl.formatMessage({ id: 'reservations.form.largeGroup' })
                  : intl.formatMessage({ id: 'reservations.form.guestOption' }, { count })}
              </option>
            ))}
          </select>
          {Number(values.guests) === largeGroup ? (
            <p id="reservation-large-group" className="field-hint">
              <FormattedMessage id="reservations.form.largeGroupNote" />
            </p>
          ) : null}
          {fieldError('guests')}
        </div>
        <div className="field field-wide">
          {label('specialRequests', 'reservations.form.specialRequests', false)}
          <textarea
            id="reservation-specialRequests"
            name="specialRequests"
            rows={3}
            placeholder={intl.formatMessage({ id: 'reservations.form.specialRequestsHint' })}
            value={values.specialRequests}
            onChange={(event) => update('specialRequests', event.target.value)}
            aria-invalid={errors.specialRequests ? true : undefined}
            aria-describedby={describedBy('specialRequests')}
          />
          {fieldError('specialRequests')}
        </div>
      </div>
      {formError ? (
        <p className="notice notice-error" role="alert">
          {formError}
        </p>
      ) : null}
      {succeeded ? (
        <div className="notice notice-success" role="status">
          <p>
            <FormattedMessage id="reservations.success" />
          </p>
          <p>
            <FormattedMessage id="reservations.successNext" values={{ minutes: siteConfig.confirmationWithinMinutes }} />
          </p>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        <FormattedMessage id={mutation.isPending ? 'reservations.form.submitting' : 'reservations.form.submit'} />
      </button>
    </form>
  );
}
