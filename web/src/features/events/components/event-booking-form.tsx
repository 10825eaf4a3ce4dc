import { eventBookingRequestSchema, siteConfig, type Deposit, type RestaurantEvent } from '@ristorante/contracts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/forms/form-field';
import { FormAlert, SubmitButton } from '../../../components/forms/form-notices';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useForm, type Problem } from '../../../components/forms/use-form';
import '../../../components/forms/forms.css';
import { useLaterMessages } from '../../../i18n/page-messages';
import validationCatalogue from '../../../i18n/validation-messages?icu';
import { ApiError } from '../../../lib/api';
import { checkWithSchema } from '../../../lib/check-with-schema';
import { formatEuros } from '../../../lib/format';
import { useBookEvent } from '../api/book-event';
import { useJoinEventWaitlist } from '../api/join-event-waitlist';
import { guestOptions, totalPrice } from '../utils/event-display';
import { GuestForm } from '../../../components/forms/guest-form';
import { RememberWishesBox } from '../../../components/forms/remember-wishes-box';
import { AdvancePaymentNote } from './advance-payment-note';

const fields = ['name', 'email', 'phone', 'guests', 'specialRequests', 'rememberWishes'] as const;

interface EventBookingFormProps {
  event: RestaurantEvent;
  /** A sold-out event's waitlist (docs/decisions.md 117): the same form puts the guest on it. */
  waitlist?: boolean;
  onCancel: () => void;
  /** Booked (with what it asks to be paid in advance); or, on the waitlist, how many wait before the guest. */
  onBooked: (outcome?: { ahead: number } | { deposit: Deposit | undefined }) => void;
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
  // The check's texts come with the form, which loads when the guest opens it (docs/decisions.md 142).
  useLaterMessages(validationCatalogue);
  const [failure, setFailure] = useState<Problem | undefined>();
  // One Idempotency-Key per set of details: a repeat of the same submission books once.
  const form = useForm({
    id: waitlist ? 'event-waitlist' : 'event-booking',
    // The box for remembering wishes unticked until the guest ticks it (docs/decisions.md 163).
    initial: { name: '', email: '', phone: '', guests: '1', specialRequests: '', rememberWishes: false },
    fields,
  });
  const booking = useBookEvent();
  const joining = useJoinEventWaitlist();

  // A waitlist place is for any party the form takes: it waits until that many seats are free.
  const options = guestOptions(waitlist ? siteConfig.eventBookingMaxGuests : event.spots_left);
  // If the event was reloaded with fewer places than chosen, the most that are left is what is booked.
  const guests = options.includes(Number(form.values.guests)) ? Number(form.values.guests) : (options.at(-1) ?? 1);

  // Opening the form takes the guest straight to its first field.
  const nameId = form.ids('name').control;
  useEffect(() => document.getElementById(nameId)?.focus(), [nameId]);

  const submit = async () => {
    setFailure(undefined);
    const checked = await form.check(() => checkWithSchema(eventBookingRequestSchema, { ...form.values, guests, locale }));
    if (!checked) return;
    try {
      const input = { eventId: event.id, booking: checked, locale, idempotencyKey: form.idempotencyKey() };
      if (waitlist) onBooked({ ahead: (await joining.mutateAsync(input)).ahead });
      else onBooked({ deposit: (await booking.mutateAsync(input)).deposit });
    } catch (error) {
      form.showServerErrors(error);
      // Sold out, too few places, unavailable: the server says what went wrong, in the guest's language.
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setFailure(serverMessage ? { text: serverMessage } : { key: 'events.booking.failed' });
    }
  };

  return (
    <GuestForm
      form={form}
      className="event-form"
      titleId={labelledBy}
      requiredNote="events.form.required"
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="form-fields form-fields-two">
        <FormField form={form} field="name" label="events.form.name" required>
          <input {...form.control('name')} autoComplete="name" required />
        </FormField>
        <FormField form={form} field="email" label="events.form.email" required>
          <input {...form.control('email')} type="email" autoComplete="email" required />
        </FormField>
        <FormField form={form} field="phone" label="events.form.phone" required>
          <input {...form.control('phone')} type="tel" autoComplete="tel" required />
        </FormField>
        <FormField
          form={form}
          field="guests"
          label="events.form.guests"
          required
          hint={
            <FormattedMessage
              id={waitlist ? 'events.waitlist.guestsHint' : 'events.form.guestsHint'}
              values={{ count: event.spots_left, max: siteConfig.eventBookingMaxGuests }}
            />
          }
        >
          <select {...form.control('guests', form.ids('guests').hint)} value={guests} required>
            {options.map((count) => (
              <option key={count} value={count}>
                {intl.formatMessage({ id: 'events.form.guestOption' }, { count })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField form={form} field="specialRequests" label="events.form.specialRequests" className="field-wide">
          <textarea
            {...form.control('specialRequests')}
            rows={3}
            placeholder={intl.formatMessage({ id: 'events.form.specialRequestsHint' })}
          />
        </FormField>
        {waitlist ? null : <RememberWishesBox form={form} />}
      </div>
      <p className="event-form-total" aria-live="polite" aria-atomic="true" data-testid="event-total">
        <strong>
          <FormattedMessage id="events.form.total" values={{ total: formatEuros(totalPrice(event.price, guests), locale) }} />
        </strong>{' '}
        <span className="event-form-total-detail">
          (<FormattedMessage id="events.form.totalDetail" values={{ count: guests, price: formatEuros(event.price, locale) }} />)
        </span>
      </p>
      {waitlist ? null : <AdvancePaymentNote event={event} guests={guests} />}
      {failure ? <FormAlert>{form.say(failure)}</FormAlert> : null}
      <div className="event-form-actions">
        <SubmitButton
          busy={form.busy}
          label={waitlist ? 'events.waitlist.submit' : 'events.form.submit'}
          busyLabel="events.form.submitting"
          className=""
        />
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="events.form.cancel" />
        </button>
      </div>
      <PrivacyNote />
    </GuestForm>
  );
}
