import { berlinLocalToInstant, berlinTime } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormField } from '../../../components/forms/form-field';
import type { Form } from '../../../components/forms/use-form';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/catalogues';
import type { SlotChoice } from '../utils/use-slot-choice';
import type { ReservationValues } from '../utils/reservation-values';

/** How a taken or nearly taken slot is named in the list of times (docs/decisions.md 108). */
const slotLabels = {
  few: 'reservations.form.slotFew',
  full: 'reservations.form.slotFull',
  closed: 'reservations.form.slotClosed',
} as const satisfies Record<string, MessageId>;

/**
 * The reservation's time: every time the day offers, a taken one kept in the list and marked so the guest sees the
 * evening as it is; a full one can be chosen to join its waitlist (docs/decisions.md 115), one not bookable at all
 * cannot. Beneath it, why an exclusive event's hours are missing, and what the chosen time now means.
 */
export function TimeField({ form, slots }: { form: Form<ReservationValues, keyof ReservationValues>; slots: SlotChoice }) {
  const intl = useIntl();
  const { locale } = intl;
  const { time, date } = form.values;
  const timeTaken = time !== '' && !slots.bookable(time) && !slots.waitlistMode && !form.errors.time;
  return (
    <FormField form={form} field="time" label="reservations.form.time" required>
      <select
        {...form.control('time', timeTaken && 'reservation-time-taken', slots.waitlistMode && 'reservation-waitlist')}
        required
      >
        <option value="">{intl.formatMessage({ id: 'reservations.form.chooseTime' })}</option>
        {slots.listed.map((slot) => {
          const state = slots.offered.includes(slot) ? slots.slotState(slot) : 'closed';
          const label = state === 'full' || state === 'closed' || state === 'few' ? slotLabels[state] : undefined;
          return (
            <option
              key={slot}
              value={slot}
              disabled={!slots.bookable(slot) && !(state === 'full' && !slots.largeParty) && time !== slot}
            >
              {label ? intl.formatMessage({ id: label }, { time: slot }) : slot}
            </option>
          );
        })}
      </select>
      {slots.exclusiveEvents.map((event) => {
        // The last time a seating ends by the event's start: why the times just before it are not bookable.
        const before = slots.offered
          .filter((slot) => {
            const start = berlinLocalToInstant(`${date}T${slot}`);
            return start && start.getTime() + (slots.schedule?.seatingMinutes ?? 0) * 60_000 <= Date.parse(event.starts_at);
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
        {slots.waitlistMode ? (
          <p id="reservation-waitlist" className="field-hint reservation-waitlist-note">
            <FormattedMessage id="reservations.form.waitlistNote" values={{ time }} />
          </p>
        ) : null}
      </div>
    </FormField>
  );
}
