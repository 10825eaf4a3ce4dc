import { berlinDate, monthsAfter, siteConfig } from '@ristorante/contracts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/forms/form-field';
import { FormAlert, FormSuccess, SubmitButton } from '../../../components/forms/form-notices';
import { PartySizeOptions, tablePartySizes } from '../../../components/forms/party-size-options';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useForm, type Problem } from '../../../components/forms/use-form';
import '../../../components/forms/forms.css';
import { useChecker } from '../../../i18n/page-messages';
import { ApiError } from '../../../lib/api';
import { formatCalendarDay, formatEuros, formatEventDate } from '../../../lib/format';
import { retryableImport } from '../../../lib/retryable-import';
import { useCreateReservation } from '../api/create-reservation';
import { useJoinWaitlist } from '../api/join-waitlist';
import { reservationDefaults as defaults, reservationFields as fields } from '../utils/reservation-values';
import { useSlotChoice } from '../utils/use-slot-choice';
import { DayTakenNotice } from './day-taken-notice';
import { TimeField } from './time-field';
import { GuestForm } from '../../../components/forms/guest-form';
import { RememberWishesBox } from '../../../components/forms/remember-wishes-box';

/** What the last answer was: the day, time and party the restaurant stored, or the guest's place on a waitlist. */
type Outcome =
  | {
      booked: {
        date: string;
        time: string;
        guests: number;
        phone: string;
        confirmByPhone: boolean;
        deposit?: { amountCents: number; dueAt: string } | undefined;
      };
    }
  | { waitlisted: { ahead: number } };

/** The shared schema (and zod), loaded when a guest starts on the form; one import shared by focus and submit. */
const loadChecker = retryableImport(() => import('../utils/check-reservation'));

/**
 * The reservation form (docs/product.md, 'Forms and their rules'): checked with the same shared schema the server
 * uses, each field's error shown beside it and cleared as soon as that field is edited; reset to its defaults on
 * success. A full time can be chosen to join its waitlist instead (docs/decisions.md 115).
 */
export function ReservationForm() {
  const intl = useIntl();
  const { locale } = intl;
  const checker = useChecker(loadChecker);
  const [failure, setFailure] = useState<Problem | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  // 'Today' is the guest's, in the browser: a page rendered ahead of time must not carry the day it was built.
  const [today, setToday] = useState<string | undefined>();
  // One Idempotency-Key per set of details: resending them after a lost answer reserves once.
  const form = useForm({ id: 'reservation', initial: defaults, fields, onEdit: () => setOutcome(undefined) });
  const slots = useSlotChoice(form.values, locale);
  const mutation = useCreateReservation();
  const waitlist = useJoinWaitlist();

  useEffect(() => setToday(berlinDate(new Date())), []);

  const submit = async () => {
    setFailure(undefined);
    setOutcome(undefined);
    const { values } = form;
    const request = { ...values, guests: Number(values.guests), specialRequests: values.specialRequests || null };
    let checked;
    try {
      // Without the schedule nothing can be judged (it is in every rendered page): the server judges then.
      const { schedule } = slots;
      checked = await form.check(async () =>
        schedule ? (await checker()).checkReservation(request, schedule) : { ok: true as const, request },
      );
    } catch {
      setFailure({ key: 'reservations.error' });
      return;
    }
    if (!checked) return;
    try {
      const idempotencyKey = form.idempotencyKey();
      if (slots.waitlistMode) {
        const entry = await waitlist.mutateAsync({ request: checked, locale, idempotencyKey });
        setOutcome({ waitlisted: { ahead: entry.ahead } });
      } else {
        const reservation = await mutation.mutateAsync({ request: checked, locale, idempotencyKey });
        const { date, time, guests, phone } = reservation;
        setOutcome({
          booked: {
            date,
            time,
            guests,
            phone,
            confirmByPhone: reservation.confirmByPhone === true,
            deposit: reservation.deposit,
          },
        });
      }
      form.reset();
    } catch (error) {
      if (form.showServerErrors(error)) {
        setFailure({ key: 'reservations.fixFields' });
        return;
      }
      // A full slot (409) and every other answer of the server say what went wrong in the guest's language; the
      // slots offered are asked for again, so the one just taken is shown as such.
      if (error instanceof ApiError && error.status === 409) slots.refetch();
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setFailure(serverMessage ? { text: serverMessage } : { key: 'reservations.error' });
    }
  };

  return (
    <GuestForm
      form={form}
      className="card reservation-form"
      titleId="reservation-form-title"
      title="reservations.form.title"
      requiredNote="reservations.form.required"
      prefetch={checker}
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="form-fields form-fields-two">
        <FormField form={form} field="name" label="reservations.form.name" required>
          <input {...form.control('name')} autoComplete="name" required />
        </FormField>
        <FormField form={form} field="phone" label="reservations.form.phone" required>
          <input {...form.control('phone')} type="tel" autoComplete="tel" required />
        </FormField>
        <FormField form={form} field="email" label="reservations.form.email" required>
          <input {...form.control('email')} type="email" autoComplete="email" required />
        </FormField>
        <FormField form={form} field="date" label="reservations.form.date" required>
          <input
            {...form.control('date')}
            type="date"
            min={today}
            max={today ? monthsAfter(today, siteConfig.reservationHorizonMonths) : undefined}
            required
          />
        </FormField>
        <TimeField form={form} slots={slots} />
        <FormField
          form={form}
          field="guests"
          label="reservations.form.guests"
          required
          hint={slots.largeParty ? <FormattedMessage id="reservations.form.largeGroupNote" /> : undefined}
        >
          <select {...form.control('guests', slots.largeParty && form.ids('guests').hint)} required>
            <PartySizeOptions sizes={tablePartySizes} />
          </select>
        </FormField>
        <DayTakenNotice
          date={form.values.date}
          slots={slots}
          choose={(date, time) => {
            form.set('date', date);
            form.set('time', time);
            // The button goes with the offer: focus goes on to the time now chosen.
            document.getElementById(form.ids('time').control)?.focus();
          }}
        />
        <FormField form={form} field="specialRequests" label="reservations.form.specialRequests" className="field-wide">
          <textarea
            {...form.control('specialRequests')}
            rows={3}
            placeholder={intl.formatMessage({ id: 'reservations.form.specialRequestsHint' })}
          />
        </FormField>
        {slots.waitlistMode ? null : <RememberWishesBox form={form} />}
      </div>
      {failure ? <FormAlert>{form.say(failure)}</FormAlert> : null}
      <FormSuccess>{outcome ? <ReservationThanks outcome={outcome} /> : null}</FormSuccess>
      <SubmitButton
        busy={form.busy}
        label={slots.waitlistMode ? 'reservations.form.joinWaitlist' : 'reservations.form.submit'}
        busyLabel="reservations.form.submitting"
      />
      <PrivacyNote />
    </GuestForm>
  );
}

function ReservationThanks({ outcome }: { outcome: Outcome }) {
  const { locale } = useIntl();
  if ('waitlisted' in outcome) {
    return (
      <>
        <p>
          <FormattedMessage id="reservations.waitlisted" />
        </p>
        <p>
          <FormattedMessage id="reservations.waitlistedNext" values={{ ahead: outcome.waitlisted.ahead }} />
        </p>
      </>
    );
  }
  const { date, time, guests, phone, confirmByPhone, deposit } = outcome.booked;
  return (
    <>
      <p>
        <FormattedMessage id="reservations.success" />
      </p>
      <p>
        <FormattedMessage id="reservations.successDetails" values={{ date: formatCalendarDay(date, locale), time, guests }} />
      </p>
      <p>
        {/* The no-show rule asked for a call (docs/decisions.md 164): said politely, and no mail promised. */}
        {/* A deposit to pay first (docs/decisions.md 165): the mail has the account and the GiroCode. */}
        {deposit ? (
          <FormattedMessage
            id="reservations.successDeposit"
            values={{ amount: formatEuros(deposit.amountCents / 100, locale), due: formatEventDate(deposit.dueAt, locale) }}
          />
        ) : confirmByPhone ? (
          <FormattedMessage id="reservations.successCallFirst" values={{ phone }} />
        ) : (
          <FormattedMessage id="reservations.successNext" values={{ minutes: siteConfig.confirmationWithinMinutes }} />
        )}
      </p>
    </>
  );
}
