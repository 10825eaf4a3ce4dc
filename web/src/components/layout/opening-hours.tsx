import { weekdays } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCalendarDay } from '../../lib/format';
import { useHouseSchedule } from '../../lib/house-schedule';

/**
 * The week's hours from the owner's schedule (docs/decisions.md 110): no page keeps its own copy. Nothing while
 * it is read (never on a rendered page, which carries it).
 */
export function OpeningHours() {
  const schedule = useHouseSchedule();
  if (!schedule) return null;
  return (
    <dl className="opening-hours">
      {weekdays.map((day) => {
        const today = schedule.weeklyHours[day];
        // A day with its own kitchen close says so beside its hours (docs/decisions.md 134); the others keep the week's.
        const ownKitchen = today ? schedule.weekdayTimes?.[day]?.kitchenCloses : undefined;
        return (
          <div key={day}>
            <dt>
              <FormattedMessage id={`day.${day}`} />
            </dt>
            <dd>
              {today ? (
                <>
                  <FormattedMessage id="hours.range" values={{ open: today.open, close: today.close }} />
                  {ownKitchen && ownKitchen !== schedule.kitchenCloses ? (
                    <>
                      {', '}
                      <FormattedMessage id="hours.kitchen" values={{ time: ownKitchen }} />
                    </>
                  ) : null}
                </>
              ) : (
                <FormattedMessage id="hours.closed" />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** How many coming exceptions the footer lists: the nearest ones (a year of holidays would crowd every page). */
const shownExceptions = 3;

/**
 * The owner's coming exceptions (closed days, special hours), nearest first, each with its note in the page's
 * language: 'Mo., 30. Nov.: Geschlossen – Geschlossen wegen Betriebsferien'. The schedule's answer has no
 * ended ones, so the list does not depend on the clock at render time.
 */
export function SpecialDays() {
  const { locale } = useIntl();
  const schedule = useHouseSchedule();
  if (!schedule) return null;
  const coming = [...schedule.exceptions].sort((a, b) => (a.from < b.from ? -1 : 1)).slice(0, shownExceptions);
  if (coming.length === 0) return null;
  return (
    <>
      <h3 className="special-days-title">
        <FormattedMessage id="hours.specialDays" />
      </h3>
      <ul className="special-days">
        {coming.map((exception) => {
          const note = exception.note[locale] || exception.note.de;
          return (
            <li key={exception.from}>
              {exception.from === exception.to ? (
                formatCalendarDay(exception.from, locale)
              ) : (
                <FormattedMessage
                  id="hours.dateRange"
                  values={{ from: formatCalendarDay(exception.from, locale), to: formatCalendarDay(exception.to, locale) }}
                />
              )}
              {': '}
              {exception.hours ? (
                <FormattedMessage id="hours.range" values={{ open: exception.hours.open, close: exception.hours.close }} />
              ) : (
                <FormattedMessage id="hours.closed" />
              )}
              {note ? ` – ${note}` : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
