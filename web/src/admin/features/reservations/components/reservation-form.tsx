import { siteConfig, type HouseSchedule, type Locale, type SlotState } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import { FormAlert, SubmitButton } from '../../../../components/forms/form-notices';
import { RememberWishesBox } from '../../../../components/forms/remember-wishes-box';
import { useForm } from '../../../../components/forms/use-form';
import type { MessageId } from '../../../../i18n/catalogues';
import { ApiError } from '../../../../lib/api';
import { UnreachableError } from '../../../lib/admin-client';
import { failureText } from '../../../lib/failure-text';
import type { FieldErrors } from '../utils/check-staff-reservation';
import { useStaffSlots } from '../utils/use-staff-slots';
import { OverbookChoice } from './overbook-choice';

export type ReservationFormValues = {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  guests: string;
  specialRequests: string;
  locale: Locale;
  /** The guest said yes on the phone to having the wishes remembered (docs/decisions.md 163); the phone form's alone. */
  rememberWishes: boolean;
};

const fields = ['name', 'phone', 'email', 'date', 'time', 'guests', 'specialRequests', 'locale', 'rememberWishes'] as const;
/** The fields typed in: all but the tick box, which sets itself (RememberWishesBox). */
type TextField = Exclude<(typeof fields)[number], 'rememberWishes'>;

/** How the phone form names each time's state, with the covers left (docs/decisions.md 131). */
const slotLabels: Record<SlotState, MessageId> = {
  open: 'admin.reservations.form.slotOpen',
  few: 'admin.reservations.form.slotFew',
  full: 'admin.reservations.form.slotFull',
  closed: 'admin.reservations.form.slotClosed',
  request: 'admin.reservations.form.slotOpen',
};

/**
 * The form's values as the API takes them: a number of guests, blank notes as none. Without the consent, which an
 * edit has no say in (it neither gives nor takes back what the profile remembers): the phone form adds it.
 */
export const requestOf = ({ rememberWishes: _consent, ...values }: ReservationFormValues) => ({
  ...values,
  guests: Number(values.guests),
  specialRequests: values.specialRequests.trim() || null,
});

interface ReservationFormProps {
  initial: ReservationFormValues;
  submitLabel: MessageId;
  /** The failure title when the server refuses ('Failed to update reservation', …). */
  failureLabel: MessageId;
  /** The server's own schema, for the owner's schedule (docs/decisions.md 110). */
  check: (request: unknown, schedule: HouseSchedule) => FieldErrors;
  /**
   * Sends the request; a refusal is thrown as an ApiError, whose field errors are shown in place. `overbook`: staff
   * chose to take the party into a full slot.
   */
  onSubmit: (values: ReservationFormValues, options: { overbook: boolean }) => Promise<void>;
  onCancel: () => void;
  /**
   * The phone booking: each time shows what is left for the party, live, and a full one can be taken knowingly
   * (docs/decisions.md 131). An edit stays checked by the server alone.
   */
  liveAvailability?: boolean;
  /** The phone booking: the box for the guest's spoken yes to having their wishes remembered (docs/decisions.md 163). */
  asksRememberWishes?: boolean;
}

/**
 * A reservation as staff enter or correct it (a phone booking, an edit) on the form kit (docs/decisions.md 143):
 * checked with the server's own schema first, then the server's answer shown in place, each field's error beside
 * it. Nothing typed is lost when the server refuses or cannot be reached.
 */
export function ReservationForm({
  initial,
  submitLabel,
  failureLabel,
  check,
  onSubmit,
  onCancel,
  liveAvailability = false,
  asksRememberWishes = false,
}: ReservationFormProps) {
  const intl = useIntl();
  const form = useForm({ id: 'staff-reservation', initial, fields });
  const { values } = form;
  const [failure, setFailure] = useState<{ title: MessageId; detail?: string | undefined } | undefined>();
  const [overbook, setOverbook] = useState(false);
  const slots = useStaffSlots({ ...values, initialTime: initial.time, live: liveAvailability });
  const refuse = (title: MessageId, detail?: string) => setFailure({ title, detail });

  const control = (field: TextField) => ({
    ...form.control(field),
    onChange: (event: { target: { value: string } }) => {
      form.set(field, event.target.value);
      // Overbooking is chosen for one time and party: another asks again.
      if (field === 'date' || field === 'time' || field === 'guests') setOverbook(false);
    },
  });

  const submit = async () => {
    setFailure(undefined);
    // Until the schedule is read (a moment after the dashboard opens), the server alone judges.
    const found = slots.schedule ? check(requestOf(values), slots.schedule) : {};
    const problems = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key: key! }]));
    if (slots.full && !overbook) problems.time ??= { key: 'admin.reservations.form.overbookRequired' };
    if (form.showErrors(problems)) return refuse('admin.reservations.form.fixFields');
    try {
      await onSubmit(values, { overbook: slots.full && overbook });
    } catch (error) {
      // Refused for room meanwhile (another booking came first): the times are read again, and a full one offers
      // the overbooking choice.
      if (error instanceof ApiError && error.status === 409) slots.refresh();
      if (form.showServerErrors(error)) return refuse('admin.reservations.form.fixFields');
      // A full slot (409) says which; a server out of reach says so, and the values stay for another try.
      const kept = error instanceof UnreachableError ? ` ${intl.formatMessage({ id: 'admin.error.inputKept' })}` : '';
      refuse(failureLabel, `${failureText(error, intl) ?? ''}${kept}`.trim() || undefined);
    }
  };

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className="admin-form-grid">
        <FormField form={form} field="name" label="admin.reservations.form.name">
          <input {...control('name')} autoComplete="off" />
        </FormField>
        <FormField form={form} field="phone" label="admin.reservations.form.phone">
          <input {...control('phone')} type="tel" autoComplete="off" />
        </FormField>
        <FormField form={form} field="email" label="admin.reservations.form.email">
          <input {...control('email')} type="email" autoComplete="off" />
        </FormField>
        <FormField form={form} field="locale" label="admin.reservations.form.locale">
          <select {...control('locale')}>
            {siteConfig.locales.map((locale) => (
              <option key={locale} value={locale}>
                {intl.formatMessage({ id: `admin.reservations.form.locale.${locale}` })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField form={form} field="date" label="admin.reservations.form.date">
          <input {...control('date')} type="date" />
        </FormField>
        <FormField form={form} field="time" label="admin.reservations.form.time">
          <select {...control('time')}>
            <option value="">{intl.formatMessage({ id: 'admin.reservations.form.chooseTime' })}</option>
            {/* A time from before the slots changed stays choosable for the reservation that has it. */}
            {slots.times.map((time) => {
              const known = slots.stateOf(time);
              return (
                <option key={time} value={time} disabled={known?.state === 'closed' && values.time !== time}>
                  {known ? intl.formatMessage({ id: slotLabels[known.state] }, { time, left: known.left }) : time}
                </option>
              );
            })}
          </select>
        </FormField>
        <FormField form={form} field="guests" label="admin.reservations.form.guests">
          <input
            {...control('guests')}
            type="number"
            inputMode="numeric"
            min={siteConfig.reservationGuests.min}
            max={siteConfig.reservationGuests.max}
          />
        </FormField>
        {slots.full && slots.chosen ? (
          <OverbookChoice
            slot={slots.chosen}
            party={slots.party}
            checked={overbook}
            onChange={(checked) => {
              setOverbook(checked);
              if (checked) {
                form.clear('time');
                setFailure(undefined);
              }
            }}
          />
        ) : null}
        <FormField form={form} field="specialRequests" label="admin.reservations.form.notes" className="admin-form-wide">
          <textarea {...control('specialRequests')} rows={3} />
        </FormField>
        {asksRememberWishes ? (
          <RememberWishesBox
            form={form}
            label="admin.reservations.form.rememberWishes"
            className="admin-form-wide admin-check-field"
          />
        ) : null}
      </div>
      {failure ? (
        <FormAlert detail={failure.detail}>
          <FormattedMessage id={failure.title} />
        </FormAlert>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <SubmitButton busy={form.busy} label={submitLabel} busyLabel="admin.reservations.form.saving" />
      </div>
    </form>
  );
}
