import { FormattedMessage } from 'react-intl';
import { LabelledField } from '../../../../components/labelled-field';
import { addDays, todayInBerlin } from '../../../../lib/dates';

interface TimelineToolbarProps {
  date: string;
  onDate: (date: string) => void;
  chime: boolean;
  onChime: (on: boolean) => void;
}

/** The day shown (a day back, a day on, today, any date) and this tablet's chime for new requests. */
export function TimelineToolbar({ date, onDate, chime, onChime }: TimelineToolbarProps) {
  const today = todayInBerlin();
  return (
    <div className="admin-toolbar admin-no-print timeline-toolbar">
      <button type="button" className="button button-secondary" onClick={() => onDate(addDays(date, -1))}>
        <span aria-hidden="true">‹</span>
        <span className="admin-step-label">
          <FormattedMessage id="admin.reservations.day.previous" />
        </span>
      </button>
      <LabelledField id="timeline-day" label="admin.reservations.day.date" className="admin-inline-field">
        <input
          id="timeline-day"
          type="date"
          value={date}
          onChange={(event) => event.target.value && onDate(event.target.value)}
        />
      </LabelledField>
      <button type="button" className="button button-secondary" onClick={() => onDate(addDays(date, 1))}>
        <span className="admin-step-label">
          <FormattedMessage id="admin.reservations.day.next" />
        </span>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="button button-secondary" onClick={() => onDate(today)} aria-pressed={date === today}>
        <FormattedMessage id="admin.reservations.day.today" />
      </button>
      <label className="timeline-chime">
        <input type="checkbox" checked={chime} onChange={(event) => onChime(event.target.checked)} />
        <FormattedMessage id="admin.timeline.sound" />
      </label>
    </div>
  );
}
