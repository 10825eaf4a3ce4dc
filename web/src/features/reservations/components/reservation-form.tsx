import {
  berlinDate,
  berlinLocalToInstant,
  berlinTime,
  hoursOn,
  monthsAfter,
  noteOn,
  siteConfig,
  slotsOn,
  weeklySlots,
} from '@ristorante/contracts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PartySizeOptions, tablePartySizes } from '../../../components/forms/party-size-options';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';
import { useSingleSubmit } from '../../../components/forms/use-single-submit';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/catalogues';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { formatCalendarDay } from '../../../lib/format';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { retryableImport } from '../../../lib/retryable-import';
import { useCreateReservation } from '../api/create-reservation';
import { useAvailability } from '../api/get-availability';
import { useJoinWaitlist } from '../api/join-waitlist';
import type * as CheckerModule from '../utils/check-reservation';

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

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** How a taken or nearly taken slot is named in the list of times (docs/decisions.md 108). */
const slotLabels = {
  few: 'reservations.form.slotFew',
  full: 'reservations.form.slotFull',
  closed: 'reservations.form.slotClosed',
} as const satisfies Record<string, MessageId>;

/** The shared schema (and zod), loaded when a guest starts on the form; one import shared by focus and submit. */
const loadChecker = retryableImport(() => import('../utils/check-reservation'));

/**
 * The reservation form (docs/product.md, 'Forms and their rules'): checked with the same shared schema the server uses, each
 * field's error shown beside it and cleared as soon as that field is edited; reset to its defaults on success.
 */
export function ReservationForm() {
  const intl = useIntl();
  const { locale } = intl;
  const [values, setValues] = useState<Values>(defaults);
  // A field error is a message key (translated at render, so it follows a language switch) or, from the
  // server, a sentence already in the guest's language.
  const [errors, setErrors] = useState<Partial<Record<Field, { key: MessageId } | { text: string }>>>({});
  const [formError, setFormError] = useState<{ key: MessageId } | { text: string } | undefined>();
  // What the restaurant took, as it stored it: the thank-you repeats the day, time and party asked for.
  const [booked, setBooked] = useState<{ date: string; time: string; guests: number } | undefined>();
  const succeeded = booked !== undefined;
  // Joined a full slot's waitlist (docs/decisions.md 115): how many wait before the guest.
  const [waitlisted, setWaitlisted] = useState<{ ahead: number } | undefined>();
  // 'Today' is the guest's, in the browser: a page rendered ahead of time must not carry the day it was built.
  const [today, setToday] = useState<string | undefined>();
  // One key per set of details: resending them after a lost answer reserves once; any edit makes a new request.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const mutation = useCreateReservation();
  const waitlist = useJoinWaitlist();
  const form = useRef<HTMLFormElement>(null);
  // The owner's schedule (docs/decisions.md 110), in the page from its first paint: which times a day offers,
  // whether it is closed and why, and from which party size a booking is a request.
  const schedule = useHouseSchedule();
  const guests = Number(values.guests);
  const largeParty = schedule !== undefined && guests > schedule.onlinePartyLimit;
  const dateChosen = isoDate.test(values.date);
  const offered = schedule ? (dateChosen ? slotsOn(schedule, values.date) : weeklySlots(schedule)) : [];
  const closedDay = schedule !== undefined && dateChosen && hoursOn(schedule, values.date) === null;
  const closedNote = closedDay ? noteOn(schedule, values.date)?.[locale] : undefined;
  const availability = useAvailability(values.date, guests);
  // Only an answer for the date and party shown counts; until it comes every slot is offered.
  const known = availability.data?.date === values.date && availability.data.guests === guests ? availability.data : undefined;
  const slotState = (time: string) => known?.slots.find((slot) => slot.time === time)?.state;
  const bookable = (time: string) => offered.includes(time) && slotState(time) !== 'full' && slotState(time) !== 'closed';
  const dayTaken = closedDay || (known !== undefined && !known.slots.some((slot) => bookable(slot.time)));
  // Events that have the restaurant to themselves that day (docs/decisions.md 111): their hours are not bookable.
  const exclusiveEvents = known?.events.filter((event) => event.exclusive) ?? [];
  // Nothing bookable because the day itself is out of reach (passed, or too far ahead), not because it is taken.
  const dayClosed =
    !closedDay &&
    known !== undefined &&
    dayTaken &&
    exclusiveEvents.length === 0 &&
    known.slots.every((slot) => slot.state === 'closed');
  // A full slot can be chosen to wait for (docs/decisions.md 115): the form then puts the guest on its waitlist.
  const waitlistMode = values.time !== '' && offered.includes(values.time) && slotState(values.time) === 'full' && !largeParty;
  const timeTaken = values.time !== '' && !bookable(values.time) && !waitlistMode && !errors.time;
  // A time chosen before the date changed stays in the list (marked) when the new day does not offer it.
  const listed = values.time && !offered.includes(values.time) ? [...offered, values.time].sort() : offered;

  useEffect(() => setToday(berlinDate(new Date())), []);

  const focusFirstError = useFocusFirstError(form, fieldNames);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    idempotencyKey.current = undefined;
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    setBooked(undefined);
    setWaitlisted(undefined);
  };

  const showErrors = (found: Partial<Record<Field, { key: MessageId } | { text: string }>>) => {
    setErrors(found);
    focusFirstError(found);
  };

  const submit = async () => {
    setFormError(undefined);
    setBooked(undefined);
    setWaitlisted(undefined);
    const request = { ...values, guests: Number(values.guests), specialRequests: values.specialRequests || null };
    let checked: CheckerModule.CheckedReservation;
    try {
      // Without the schedule nothing can be judged (it is in every rendered page): the server judges then.
      checked = schedule ? (await loadChecker()).checkReservation(request, schedule) : { ok: true, request };
    } catch {
      // The checker's chunk did not arrive (connection lost, or a release replaced it): nothing is sent.
      setFormError({ key: 'reservations.error' });
      return;
    }
    if (!checked.ok) {
      showErrors(checked.errors as Partial<Record<Field, { key: MessageId }>>);
      return;
    }
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      if (waitlistMode) {
        const entry = await waitlist.mutateAsync({ request, locale, idempotencyKey: idempotencyKey.current });
        setWaitlisted({ ahead: entry.ahead });
      } else {
        const reservation = await mutation.mutateAsync({ request, locale, idempotencyKey: idempotencyKey.current });
        setBooked({ date: reservation.date, time: reservation.time, guests: reservation.guests });
      }
      idempotencyKey.current = undefined;
      setValues(defaults);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, { text }])));
        setFormError({ key: 'reservations.fixFields' });
        return;
      }
      // A full slot (409) and every other answer of the server say what went wrong in the guest's language; the
      // slots offered are asked for again, so the one just taken is shown as such.
      if (error instanceof ApiError && error.status === 409) void availability.refetch();
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setFormError(serverMessage ? { text: serverMessage } : { key: 'reservations.error' });
    }
  };
  const { onSubmit, busy } = useSingleSubmit(submit);

  const say = (message: { key: MessageId } | { text: string }) =>
    'key' in message ? intl.formatMessage({ id: message.key }) : message.text;
  const fieldError = (field: Field) => {
    const error = errors[field];
    return error ? (
      <p id={`${field}-error`} className="field-error">
        {say(error)}
      </p>
    ) : null;
  };
  // What every control of the form carries: its id and name, its value, and its error wiring.
  const control = (field: Field, extraDescription?: string) => ({
    id: `reservation-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? `${field}-error` : undefined, extraDescription].filter(Boolean).join(' ') || undefined,
  });
  const label = (field: Field, id: MessageId, required = true) => (
    <label htmlFor={`reservation-${field}`}>
      <FormattedMessage id={id} />
      {required ? (
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );

  return (
    <form
      ref={form}
      className="reservation-form"
      noValidate
      onSubmit={onSubmit}
      // Focus enters the form well before a submit: time enough to fetch the checker.
      onFocus={() => void loadChecker().catch(() => undefined)}
      aria-labelledby="reservation-form-title"
    >
      <h2 id="reservation-form-title">
        <FormattedMessage id="reservations.form.title" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="reservations.form.required" />
      </p>
      <div className="form-grid">
        <div className="field">
          {label('name', 'reservations.form.name')}
          <input {...control('name')} autoComplete="name" required />
          {fieldError('name')}
        </div>
        <div className="field">
          {label('phone', 'reservations.form.phone')}
          <input {...control('phone')} type="tel" autoComplete="tel" required />
          {fieldError('phone')}
        </div>
        <div className="field">
          {label('email', 'reservations.form.email')}
          <input {...control('email')} type="email" autoComplete="email" required />
          {fieldError('email')}
        </div>
        <div className="field">
          {label('date', 'reservations.form.date')}
          <input
            {...control('date')}
            type="date"
            min={today}
            max={today ? monthsAfter(today, siteConfig.reservationHorizonMonths) : undefined}
            required
          />
          {fieldError('date')}
        </div>
        <div className="field">
          {label('time', 'reservations.form.time')}
          <select
            {...control('time', timeTaken ? 'reservation-time-taken' : waitlistMode ? 'reservation-waitlist' : undefined)}
            required
          >
            <option value="">{intl.formatMessage({ id: 'reservations.form.chooseTime' })}</option>
            {listed.map((slot) => {
              const state = offered.includes(slot) ? slotState(slot) : 'closed';
              const label = state === 'full' || state === 'closed' || state === 'few' ? slotLabels[state] : undefined;
              return (
                // A slot that is taken stays in the list, marked, so the guest sees the evening as it is; a full one
                // can be chosen to join its waitlist (docs/decisions.md 115), one not bookable at all cannot.
                <option
                  key={slot}
                  value={slot}
                  disabled={!bookable(slot) && !(state === 'full' && !largeParty) && values.time !== slot}
                >
                  {label ? intl.formatMessage({ id: label }, { time: slot }) : slot}
                </option>
              );
            })}
          </select>
          {exclusiveEvents.map((event) => {
            // The last time a seating ends by the event's start: why the times just before it are not bookable.
            const before = offered
              .filter((slot) => {
                const start = berlinLocalToInstant(`${values.date}T${slot}`);
                return start && start.getTime() + (schedule?.seatingMinutes ?? 0) * 60_000 <= Date.parse(event.starts_at);
              })
              .at(-1);
            return (
              <p key={event.eventId} className="field-hint reservation-event-note">
                <FormattedMessage
                  id="reservations.form.eventExclusive"
                  values={{
                    from: berlinTime(new Date(event.starts_at)),
                    to: berlinTime(new Date(event.ends_at)),
                    title: (
                      <Link to={paths.eventDetail.getHref(locale, event.eventId)}>
                        {locale === 'de' ? event.title_de : event.title_en}
                      </Link>
                    ),
                  }}
                />
                {before ? (
                  <>
                    {' '}
                    <FormattedMessage id="reservations.form.eventExclusiveBefore" values={{ time: before }} />
                  </>
                ) : null}
              </p>
            );
          })}
          {/* Announced too when a change of the party size makes the chosen time taken. */}
          <div aria-live="polite">
            {timeTaken ? (
              <p id="reservation-time-taken" className="field-error">
                <FormattedMessage id="reservations.form.timeTaken" />
              </p>
            ) : null}
            {waitlistMode ? (
              <p id="reservation-waitlist" className="field-hint reservation-waitlist-note">
                <FormattedMessage id="reservations.form.waitlistNote" values={{ time: values.time }} />
              </p>
            ) : null}
          </div>
          {fieldError('time')}
        </div>
        <div className="field">
          {label('guests', 'reservations.form.guests')}
          <select {...control('guests', largeParty ? 'reservation-large-group' : undefined)} required>
            <PartySizeOptions sizes={tablePartySizes} />
          </select>
          {largeParty ? (
            <p id="reservation-large-group" className="field-hint">
              <FormattedMessage id="reservations.form.largeGroupNote" />
            </p>
          ) : null}
          {fieldError('guests')}
        </div>
        {/* Always there, so what appears in it is announced; empty, it takes no room in the grid. */}
        <div className={dayTaken ? 'notice field-wide reservation-day-taken' : 'reservation-day-taken-empty'} role="status">
          {!dayTaken ? null : dayClosed ? (
            <p>
              <FormattedMessage id="reservations.form.dayClosed" />
            </p>
          ) : closedDay || (known && known.nextOpen.length > 0) ? (
            <>
              {closedDay ? (
                <p>
                  <FormattedMessage id="reservations.form.closedOn" values={{ date: formatCalendarDay(values.date, locale) }} />
                  {closedNote ? <strong className="reservation-closed-note"> {closedNote}</strong> : null}
                </p>
              ) : (
                <p>
                  <FormattedMessage id="reservations.form.dayFull" values={{ guests }} />
                </p>
              )}
              {closedDay && known && known.nextOpen.length > 0 ? (
                <p>
                  <FormattedMessage id="reservations.form.closedNextOpen" />
                </p>
              ) : null}
              <ul className="reservation-next-open">
                {(known?.nextOpen ?? []).map((next) => (
                  <li key={`${next.date} ${next.time}`}>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => {
                        update('date', next.date);
                        update('time', next.time);
                        // The button goes with the offer: focus goes on to the time now chosen.
                        document.getElementById('reservation-time')?.focus();
                      }}
                    >
                      <FormattedMessage
                        id="reservations.form.nextOpen"
                        values={{ date: formatCalendarDay(next.date, locale), time: next.time }}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              <FormattedMessage id="reservations.form.dayUnavailable" values={{ phone: siteConfig.phone }} />
            </p>
          )}
        </div>
        <div className="field field-wide">
          {label('specialRequests', 'reservations.form.specialRequests', false)}
          <textarea
            {...control('specialRequests')}
            rows={3}
            placeholder={intl.formatMessage({ id: 'reservations.form.specialRequestsHint' })}
          />
          {fieldError('specialRequests')}
        </div>
      </div>
      {formError ? (
        <p className="notice notice-error" role="alert">
          {say(formError)}
        </p>
      ) : null}
      {/* Always there, so the success is announced when its text appears. */}
      <div className={succeeded || waitlisted ? 'notice notice-success' : undefined} role="status">
        {waitlisted ? (
          <>
            <p>
              <FormattedMessage id="reservations.waitlisted" />
            </p>
            <p>
              <FormattedMessage id="reservations.waitlistedNext" values={{ ahead: waitlisted.ahead }} />
            </p>
          </>
        ) : null}
        {booked ? (
          <>
            <p>
              <FormattedMessage id="reservations.success" />
            </p>
            <p>
              <FormattedMessage
                id="reservations.successDetails"
                values={{ date: formatCalendarDay(booked.date, locale), time: booked.time, guests: booked.guests }}
              />
            </p>
            <p>
              <FormattedMessage id="reservations.successNext" values={{ minutes: siteConfig.confirmationWithinMinutes }} />
            </p>
          </>
        ) : null}
      </div>
      {/* aria-disabled, not disabled: focus stays on the button while the request runs. */}
      <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
        <FormattedMessage
          id={
            busy ? 'reservations.form.submitting' : waitlistMode ? 'reservations.form.joinWaitlist' : 'reservations.form.submit'
          }
        />
      </button>
      <PrivacyNote />
    </form>
  );
}
