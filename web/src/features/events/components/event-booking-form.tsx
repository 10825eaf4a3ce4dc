import { eventBookingRequestSchema, siteConfig, type RestaurantEvent } from '@ristorante/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import type { MessageId } from '../../../i18n/catalogues';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { formatEuros } from '../../../lib/format';
import { useBookEvent } from '../api/book-event';
import { useJoinEventWaitlist } from '../api/join-event-waitlist';
import { guestOptions, totalPrice } from '../utils/event-display';

const fieldNames = ['name', 'email', 'phone', 'guests', 'specialRequests'] as const;
type Field = (typeof fieldNames)[number];
type Values = Record<Field, string>;

/** A client-side error is a catalogue key (shown in the current language); the server's is its own sentence. */
type FieldError = { id: MessageId } | { text: string };

const isField = (key: PropertyKey | undefined): key is Field => fieldNames.includes(key as Field);

interface EventBookingFormProps {
  event: RestaurantEvent;
  /** A sold-out event's waitlist (docs/decisions.md 117): the same form puts the guest on it. */
  waitlist?: boolean;
  onCancel: () => void;
  /** Booked; or, on the waitlist, how many wait before the guest. */
  onBooked: (waitlisted?: { ahead: number }) => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The event booking form (docs/product.md, 'Event seats'), checked with the same shared schema the server uses. Each
 * field's error is shown beside it and cleared as soon as that field is edited. Guests are 1 to min(spots
 * left, 8), default 1; the total shown is price × guests, but the server computes the one it charges.
 */
export function EventBookingForm({ event, waitlist = false, onCancel, onBooked, labelledBy }: EventBookingFormProps) {
  const intl = useIntl();
  const { locale } = intl;
  const prefix = useId();
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', guests: '1', specialRequests: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  // One key per set of details: a repeat of the same submission books once, edited details are a new one.
  const idempotencyKey = useRef<string | null>(null);
  const booking = useBookEvent();
  const joining = useJoinEventWaitlist();
  const mutation = waitlist ? joining : booking;

  // A waitlist place is for any party the form takes: it waits until that many seats are free.
  const options = guestOptions(waitlist ? siteConfig.eventBookingMaxGuests : event.spots_left);
  // If the event was reloaded with fewer places than chosen, the most that are left is what is booked.
  const guests = options.includes(Number(values.guests)) ? Number(values.guests) : (options.at(-1) ?? 1);

  const fieldId = (field: Field) => `${prefix}-${field}`;
  const errorId = (field: Field) => `${prefix}-${field}-error`;

  const nameInput = useRef<HTMLInputElement>(null);
  // Opening the form takes the guest straight to its first field.
  useEffect(() => nameInput.current?.focus(), []);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    idempotencyKey.current = null;
  };

  // Keyboard and screen-reader users are taken to the first field that needs them, once its error is rendered,
  // so the error is read with the field.
  const focusField = useRef<Field | null>(null);
  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(fieldId(focusField.current))?.focus();
    focusField.current = null;
  });

  const showErrors = (found: Partial<Record<Field, FieldError>>) => {
    setErrors(found);
    focusField.current = fieldNames.find((field) => found[field]) ?? null;
  };

  const onSubmit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (mutation.isPending) return;
    setFormError(undefined);
    const checked = eventBookingRequestSchema.safeParse({ ...values, guests, locale });
    if (!checked.success) {
      const found: Partial<Record<Field, FieldError>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        // The shared schema's messages are catalogue keys (booking.*), translated like every other text.
        if (isField(field)) found[field] ??= { id: issue.message as MessageId };
      }
      showErrors(found);
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const input = { eventId: event.id, booking: checked.data, locale, idempotencyKey: idempotencyKey.current };
      if (waitlist) onBooked({ ahead: (await joining.mutateAsync(input)).ahead });
      else {
        await booking.mutateAsync(input);
        onBooked();
      }
    } catch (error) {
      const server = error instanceof ApiError ? error : undefined;
      const found: Partial<Record<Field, FieldError>> = {};
      for (const [field, text] of Object.entries(server?.fields ?? {})) if (isField(field)) found[field] = { text };
      if (Object.keys(found).length > 0) showErrors(found);
      // Sold out, too few places, unavailable: the server says what went wrong, in the guest's language.
      setFormError(server?.serverMessage ?? intl.formatMessage({ id: 'events.booking.failed' }));
    }
  };

  const errorText = (field: Field) => {
    const error = errors[field];
    if (!error) return undefined;
    return 'id' in error ? intl.formatMessage({ id: error.id }) : error.text;
  };

  const describedBy = (field: Field, hint?: string) =>
    [errors[field] ? errorId(field) : undefined, hint].filter(Boolean).join(' ') || undefined;

  const control = (field: Field) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });

  const fieldBlock = (field: Field, labelId: MessageId, input: ReactNode, required = true) => (
    <div className="event-field">
      <label htmlFor={fieldId(field)}>
        <FormattedMessage id={labelId} />
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {input}
      {errors[field] ? (
        <p id={errorId(field)} className="event-field-error">
          {errorText(field)}
        </p>
      ) : null}
    </div>
  );

  const hintId = `${prefix}-guests-hint`;
  const pending = mutation.isPending;

  return (
    <form className="event-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <p className="event-form-required">
        <FormattedMessage id="events.form.required" />
      </p>
      <div className="event-form-grid">
        {fieldBlock(
          'name',
          'events.form.name',
          <input
            {...control('name')}
            ref={nameInput}
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
          />,
        )}
        {fieldBlock(
          'email',
          'events.form.email',
          <input
            {...control('email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
          />,
        )}
        {fieldBlock(
          'phone',
          'events.form.phone',
          <input
            {...control('phone')}
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            onChange={(e) => update('phone', e.target.value)}
          />,
        )}
        {fieldBlock(
          'guests',
          'events.form.guests',
          <>
            <select
              {...control('guests')}
              aria-describedby={describedBy('guests', hintId)}
              required
              value={guests}
              onChange={(e) => update('guests', e.target.value)}
            >
              {options.map((count) => (
                <option key={count} value={count}>
                  {intl.formatMessage({ id: 'events.form.guestOption' }, { count })}
                </option>
              ))}
            </select>
            <p id={hintId} className="event-field-hint">
              <FormattedMessage
                id={waitlist ? 'events.waitlist.guestsHint' : 'events.form.guestsHint'}
                values={{ count: event.spots_left, max: siteConfig.eventBookingMaxGuests }}
              />
            </p>
          </>,
        )}
        {fieldBlock(
          'specialRequests',
          'events.form.specialRequests',
          <textarea
            {...control('specialRequests')}
            rows={3}
            placeholder={intl.formatMessage({ id: 'events.form.specialRequestsHint' })}
            value={values.specialRequests}
            onChange={(e) => update('specialRequests', e.target.value)}
          />,
          false,
        )}
      </div>
      <p className="event-form-total" aria-live="polite" aria-atomic="true" data-testid="event-total">
        <strong>
          <FormattedMessage id="events.form.total" values={{ total: formatEuros(totalPrice(event.price, guests), locale) }} />
        </strong>{' '}
        <span className="event-form-total-detail">
          (<FormattedMessage id="events.form.totalDetail" values={{ count: guests, price: formatEuros(event.price, locale) }} />)
        </span>
      </p>
      {formError ? (
        <p className="event-notice event-notice-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="event-form-actions">
        {/* aria-disabled rather than disabled, so focus stays on the button while the booking is sent. */}
        <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
          <FormattedMessage
            id={pending ? 'events.form.submitting' : waitlist ? 'events.waitlist.submit' : 'events.form.submit'}
          />
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="events.form.cancel" />
        </button>
      </div>
      <PrivacyNote />
    </form>
  );
}
