import { FormattedMessage, useIntl } from 'react-intl';
import { formatCalendarDay } from '../../../lib/format';
import { useRestaurant } from '../../../lib/restaurant';
import type { SlotChoice } from '../utils/use-slot-choice';

/**
 * Why the chosen day has nothing to book (closed, passed or too far ahead, full, or out of the online rules), with
 * the next open times as buttons that choose them. Always in the page, so what appears in it is announced; empty,
 * it takes no room in the grid.
 */
export function DayTakenNotice({
  date,
  slots,
  choose,
}: {
  date: string;
  slots: SlotChoice;
  choose: (date: string, time: string) => void;
}) {
  const { locale } = useIntl();
  const restaurant = useRestaurant();
  const { dayTaken, dayClosed, closedDay, closedNote, known, guests } = slots;
  return (
    <div className={dayTaken ? 'notice field-wide reservation-day-taken' : 'reservation-day-taken-empty'} role="status">
      {!dayTaken ? null : dayClosed ? (
        <p>
          <FormattedMessage id="reservations.form.dayClosed" />
        </p>
      ) : closedDay || (known && known.nextOpen.length > 0) ? (
        <>
          {closedDay ? (
            <p>
              <FormattedMessage id="reservations.form.closedOn" values={{ date: formatCalendarDay(date, locale) }} />
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
          <ul className="wrap-row reservation-next-open">
            {(known?.nextOpen ?? []).map((next) => (
              <li key={`${next.date} ${next.time}`}>
                <button type="button" className="button button-secondary" onClick={() => choose(next.date, next.time)}>
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
          <FormattedMessage id="reservations.form.dayUnavailable" values={{ phone: restaurant.phone }} />
        </p>
      )}
    </div>
  );
}
