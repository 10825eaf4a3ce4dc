import { siteConfig, weekdays, type DayHours } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/** The week's hours from the one site configuration (docs/decisions.md 38): no page keeps its own copy. */
export function OpeningHours() {
  const hours = siteConfig.openingHours as Record<string, DayHours | null>;
  return (
    <dl className="opening-hours">
      {weekdays.map((day) => {
        const today = hours[day];
        return (
          <div key={day}>
            <dt>
              <FormattedMessage id={`day.${day}`} />
            </dt>
            <dd>
              {today ? (
                <FormattedMessage id="hours.range" values={{ open: today.open, close: today.close }} />
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
