import { FormattedMessage, useIntl } from 'react-intl';
import { addDays, longDay, todayInBerlin } from '../../../../lib/dates';

interface TimelineToolbarProps {
  date: string;
  onDate: (date: string) => void;
  chime: boolean;
  onChime: (on: boolean) => void;
}

/**
 * The day shown and how to change it, and this tablet's chime for new requests, on one line where it fits: every
 * line above the tables is a table fewer on the tablet's screen (docs/decisions.md 158).
 */
export function TimelineToolbar({ date, onDate, chime, onChime }: TimelineToolbarProps) {
  const intl = useIntl();
  const today = todayInBerlin();
  return (
    <div className="timeline-toolbar">
      <h2 className="timeline-day-title">{longDay(date, intl.locale)}</h2>
      <div className="timeline-day-tools admin-no-print">
        <button type="button" className="button button-secondary" onClick={() => onDate(addDays(date, -1))}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">
            <FormattedMessage id="admin.reservations.day.previous" />
          </span>
        </button>
        <label htmlFor="timeline-day" className="visually-hidden">
          <FormattedMessage id="admin.reservations.day.date" />
        </label>
        <input
          id="timeline-day"
          type="date"
          value={date}
          onChange={(event) => event.target.value && onDate(event.target.value)}
        />
        <button type="button" className="button button-secondary" onClick={() => onDate(addDays(date, 1))}>
          <span className="visually-hidden">
            <FormattedMessage id="admin.reservations.day.next" />
          </span>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDate(today)} aria-pressed={date === today}>
          <FormattedMessage id="admin.reservations.day.today" />
        </button>
        <button
          type="button"
          className="button button-secondary timeline-chime"
          aria-pressed={chime}
          onClick={() => onChime(!chime)}
        >
          <FormattedMessage id="admin.timeline.sound" />
          {/* The state is the button's (pressed); the word only shows it. */}
          <span aria-hidden="true" className="timeline-chime-state">
            <FormattedMessage id={chime ? 'admin.timeline.sound.on' : 'admin.timeline.sound.off'} />
          </span>
        </button>
      </div>
    </div>
  );
}
