import { siteConfig, slotsOn, weeklySlots, type HouseSchedule, type Locale, type SlotState } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { ApiError } from '../../../../lib/api';
import { useHouseSchedule } from '../../../../lib/house-schedule';
import { UnreachableError } from '../../../lib/admin-client';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { staffAvailabilityQuery } from '../api/get-staff-availability';
import type { FieldErrors } from '../utils/check-staff-reservation';

export interface ReservationFormValues {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  guests: string;
  specialRequests: string;
  locale: Locale;
}

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, { key: MessageId } | { text: string }>>>({});
  const [failure, setFailure] = useState<{ title: MessageId; detail?: string | undefined } | undefined>();
  const [busy, setBusy] = useState(false);
  const [focusField, setFocusField] = useState<Field | undefined>();
  const form = useRef<HTMLFormElement>(null);
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

  useEffect(() => {
    if (!focusField) return;
    form.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
    setFocusField(undefined);
  }, [focusField]);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Overbooking is chosen for one time and party: another asks again.
    if (field === 'date' || field === 'time' || field === 'guests') setOverbook(false);
    clearError(field);
  };
  const clearError = (field: Field) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  const showErrors = (found: Partial<Record<Field, { key: MessageId } | { text: string }>>) => {
    setErrors(found);
    setFocusField(fields.find((field) => found[field]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    // Until the schedule is read (a moment after the dashboard opens), the server alone judges.
    const found = schedule ? check(requestOf(values), schedule) : {};
    if (Object.keys(found).length > 0) {
      showErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key: key! }])));
      setFailure({ title: 'admin.reservations.form.fixFields' });
      return;
    }
    if (full && !overbook) {
      showErrors({ time: { key: 'admin.reservations.form.overbookRequired' } });
      setFailure({ title: 'admin.reservations.form.fixFields' });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values, { overbook: full && overbook });
    } catch (error) {
      // Refused for room meanwhile (another booking came first): the times are read again, and a full one offers
      // the overbooking choice.
      if (asksAvailability && error instanceof ApiError && error.status === 409) void availability.refetch();
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, { text }])));
        setFailure({ title: 'admin.reservations.form.fixFields' });
      } else {
        // A full slot (409) says which; a server out of reach says so, and the values stay for another try.
        const kept = error instanceof UnreachableError ? ` ${intl.formatMessage({ id: 'admin.error.inputKept' })}` : '';
        setFailure({ title: failureLabel, detail: `${failureText(error, intl) ?? ''}${kept}`.trim() || undefined });
      }
    } finally {
      setBusy(false);
    }
  };

  const say = (message: { key: MessageId } | { text: string }) =>
    'key' in message ? intl.formatMessage({ id: message.key }) : message.text;
  const control = (field: Field) => ({
    id: `staff-reservation-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `staff-reservation-${field}-error` : undefined,
  });
  const label = (field: Field, id: MessageId) => (
    <label htmlFor={`staff-reservation-${field}`}>
      <FormattedMessage id={id} />
    </label>
  );
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`staff-reservation-${field}-error`} className="field-error">
        {say(errors[field])}
      </p>
    ) : null;

  return (
    <form ref={form} className="admin-form" noValidate onSubmit={submit}>
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
                    clearError('time');
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
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? 'admin.reservations.form.saving' : submitLabel} />
        </button>
      </div>
    </form>
  );
}
