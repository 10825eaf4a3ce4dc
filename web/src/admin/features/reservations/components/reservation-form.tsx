import { siteConfig, slotsOn, weeklySlots, type HouseSchedule, type Locale, type SlotState } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { useForm } from '../../../../components/forms/use-form';
import type { MessageId } from '../../../../i18n/catalogues';
import { ApiError } from '../../../../lib/api';
import { useHouseSchedule } from '../../../../lib/house-schedule';
import { UnreachableError } from '../../../lib/admin-client';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { staffAvailabilityQuery } from '../api/get-staff-availability';
import type { FieldErrors } from '../utils/check-staff-reservation';

export type ReservationFormValues = {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  guests: string;
  specialRequests: string;
  locale: Locale;
};

const fields = ['name', 'phone', 'email', 'date', 'time', 'guests', 'specialRequests', 'locale'] as const;
type Field = (typeof fields)[number];

/** How the phone form names each time's state, with the covers left (docs/decisions.md 131). */
const slotLabels: Record<SlotState, MessageId> = {
  open: 'admin.reservations.form.slotOpen',
  few: 'admin.reservations.form.slotFew',
  full: 'admin.reservations.form.slotFull',
  closed: 'admin.reservations.form.slotClosed',
  request: 'admin.reservations.form.slotOpen',
};
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values as the API takes them: a number of guests, blank notes as none. */
export const requestOf = (values: ReservationFormValues) => ({
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
}

/**
 * A reservation as staff enter or correct it (a phone booking, an edit): checked with the server's own
 * schema first, then the server's answer shown in place, each field's error beside it. Nothing typed is lost
 * when the server refuses or cannot be reached.
 */
export function ReservationForm({
  initial,
  submitLabel,
  failureLabel,
  check,
  onSubmit,
  onCancel,
  liveAvailability = false,
}: ReservationFormProps) {
  const intl = useIntl();
  const form = useForm({ id: 'staff-reservation', initial, fields });
  const { values } = form;
  const [failure, setFailure] = useState<{ title: MessageId; detail?: string | undefined } | undefined>();
  const schedule = useHouseSchedule();
  const [overbook, setOverbook] = useState(false);
  const party = Number(values.guests);
  const asksAvailability =
    liveAvailability &&
    isoDate.test(values.date) &&
    Number.isInteger(party) &&
    party >= siteConfig.reservationGuests.min &&
    party <= siteConfig.reservationGuests.max;
  const availability = useQuery({
    ...staffAvailabilityQuery(useAdminClient(), values.date, party),
    enabled: asksAvailability,
  });
  const slotOf = (time: string) => (asksAvailability ? availability.data?.slots.find((slot) => slot.time === time) : undefined);
  const chosen = values.time ? slotOf(values.time) : undefined;
  const full = chosen?.state === 'full';
  // The chosen day's slots (its exception's, if it has one), and the time the reservation had, never hidden.
  const slots = schedule
    ? /^\d{4}-\d{2}-\d{2}$/.test(values.date)
      ? slotsOn(schedule, values.date)
      : weeklySlots(schedule)
    : [];

  const update = (field: Field, value: string) => {
    form.set(field, value);
    // Overbooking is chosen for one time and party: another asks again.
    if (field === 'date' || field === 'time' || field === 'guests') setOverbook(false);
  };

  const submit = async () => {
    setFailure(undefined);
    // Until the schedule is read (a moment after the dashboard opens), the server alone judges.
    const found = schedule ? check(requestOf(values), schedule) : {};
    if (Object.keys(found).length > 0) {
      form.showErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key: key! }])));
      setFailure({ title: 'admin.reservations.form.fixFields' });
      return;
    }
    if (full && !overbook) {
      form.showErrors({ time: { key: 'admin.reservations.form.overbookRequired' } });
      setFailure({ title: 'admin.reservations.form.fixFields' });
      return;
    }
    try {
      await onSubmit(values, { overbook: full && overbook });
    } catch (error) {
      // Refused for room meanwhile (another booking came first): the times are read again, and a full one offers
      // the overbooking choice.
      if (asksAvailability && error instanceof ApiError && error.status === 409) void availability.refetch();
      if (form.showServerErrors(error)) {
        setFailure({ title: 'admin.reservations.form.fixFields' });
      } else {
        // A full slot (409) says which; a server out of reach says so, and the values stay for another try.
        const kept = error instanceof UnreachableError ? ` ${intl.formatMessage({ id: 'admin.error.inputKept' })}` : '';
        setFailure({ title: failureLabel, detail: `${failureText(error, intl) ?? ''}${kept}`.trim() || undefined });
      }
    }
  };

  const control = (field: Field) => ({
    ...form.control(field),
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });
  const label = (field: Field, id: MessageId) => (
    <label htmlFor={form.ids(field).control}>
      <FormattedMessage id={id} />
    </label>
  );
  const error = (field: Field) => <FieldError form={form} field={field} />;

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className="admin-form-grid">
        <div className="field">
          {label('name', 'admin.reservations.form.name')}
          <input {...control('name')} autoComplete="off" />
          {error('name')}
        </div>
        <div className="field">
          {label('phone', 'admin.reservations.form.phone')}
          <input {...control('phone')} type="tel" autoComplete="off" />
          {error('phone')}
        </div>
        <div className="field">
          {label('email', 'admin.reservations.form.email')}
          <input {...control('email')} type="email" autoComplete="off" />
          {error('email')}
        </div>
        <div className="field">
          {label('locale', 'admin.reservations.form.locale')}
          <select {...control('locale')}>
            {siteConfig.locales.map((locale) => (
              <option key={locale} value={locale}>
                {intl.formatMessage({ id: `admin.reservations.form.locale.${locale}` })}
              </option>
            ))}
          </select>
          {error('locale')}
        </div>
        <div className="field">
          {label('date', 'admin.reservations.form.date')}
          <input {...control('date')} type="date" />
          {error('date')}
        </div>
        <div className="field">
          {label('time', 'admin.reservations.form.time')}
          <select {...control('time')}>
            <option value="">{intl.formatMessage({ id: 'admin.reservations.form.chooseTime' })}</option>
            {/* A time from before the slots changed stays choosable for the reservation that has it. */}
            {[...new Set([...slots, ...(initial.time ? [initial.time] : []), ...(values.time ? [values.time] : [])])]
              .sort()
              .map((slot) => {
                const known = slotOf(slot);
                return (
                  <option key={slot} value={slot} disabled={known?.state === 'closed' && values.time !== slot}>
                    {known ? intl.formatMessage({ id: slotLabels[known.state] }, { time: slot, left: known.left }) : slot}
                  </option>
                );
              })}
          </select>
          {error('time')}
        </div>
        <div className="field">
          {label('guests', 'admin.reservations.form.guests')}
          <input
            {...control('guests')}
            type="number"
            inputMode="numeric"
            min={siteConfig.reservationGuests.min}
            max={siteConfig.reservationGuests.max}
          />
          {error('guests')}
        </div>
        {full && chosen ? (
          <div className="notice admin-form-wide admin-overbook">
            <p>
              <FormattedMessage
                id="admin.reservations.form.full"
                values={{ time: chosen.time, guests: party, left: chosen.left }}
              />
            </p>
            <label className="admin-check">
              <input
                type="checkbox"
                name="overbook"
                checked={overbook}
                onChange={(event) => {
                  setOverbook(event.target.checked);
                  if (event.target.checked) {
                    form.clear('time');
                    setFailure(undefined);
                  }
                }}
              />
              <FormattedMessage id="admin.reservations.form.overbook" />
            </label>
          </div>
        ) : null}
        <div className="field admin-form-wide">
          {label('specialRequests', 'admin.reservations.form.notes')}
          <textarea {...control('specialRequests')} rows={3} />
          {error('specialRequests')}
        </div>
      </div>
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>
            <FormattedMessage id={failure.title} />
          </p>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </div>
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
