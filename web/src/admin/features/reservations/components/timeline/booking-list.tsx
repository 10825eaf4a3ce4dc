import type { Reservation } from '@ristorante/contracts';
import type { Ref } from 'react';
import { GuestSummaryTags } from '../../../../components/guest-summary-tags';
import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '../../../../components/status-badge';
import type { BarMarks } from './timeline-grid';

interface BookingListProps {
  bookings: Reservation[];
  marks: BarMarks;
  selectedId: string | undefined;
  listRef: Ref<HTMLOListElement>;
  onOpen: (reservation: Reservation) => void;
}

/**
 * The day's bookings in time order, one line each (docs/decisions.md 158): what a waiter scans for a name the
 * guest at the door gives. A tap opens the same panel as the bar.
 */
export function BookingList({ bookings, marks, selectedId, listRef, onOpen }: BookingListProps) {
  const drawn = bookings.filter((booking) => booking.status !== 'cancelled');
  const covers = drawn.filter((booking) => booking.status !== 'no_show').reduce((sum, booking) => sum + booking.guests, 0);
  return (
    <section className="timeline-list" aria-labelledby="timeline-list-title">
      <h3 id="timeline-list-title">
        <FormattedMessage id="admin.timeline.list.title" />
      </h3>
      <p className="admin-muted timeline-list-count">
        <FormattedMessage id="admin.timeline.list.count" values={{ count: drawn.length, covers }} />
      </p>
      {bookings.length === 0 ? (
        <p>
          <FormattedMessage id="admin.timeline.list.empty" />
        </p>
      ) : (
        <ol ref={listRef}>
          {bookings.map((booking) => {
            const late = marks.late(booking);
            const fresh = marks.fresh(booking.id);
            const classes = [
              'timeline-line',
              `timeline-line-${booking.status}`,
              late ? 'timeline-line-late' : '',
              fresh ? 'timeline-line-new' : '',
            ].join(' ');
            return (
              <li key={booking.id} className={classes} data-time={booking.time}>
                <button type="button" aria-pressed={selectedId === booking.id} onClick={() => onOpen(booking)}>
                  <span className="timeline-line-time">{booking.time}</span>
                  <span className="timeline-line-name">{booking.name}</span>
                  <span className="timeline-line-guests">
                    <span aria-hidden="true">{booking.guests}</span>
                    <span className="visually-hidden">
                      <FormattedMessage id="admin.reservations.guests" values={{ count: booking.guests }} />
                    </span>
                  </span>
                  <span className="timeline-line-meta">
                    <span className="timeline-line-tables">
                      {booking.tables?.length ? (
                        booking.tables.map((table) => table.name).join('+')
                      ) : (
                        <FormattedMessage id="admin.timeline.list.noTable" />
                      )}
                    </span>
                    {late ? (
                      <strong className="timeline-late-word">
                        <FormattedMessage id="admin.timeline.late" />
                      </strong>
                    ) : (
                      <StatusBadge status={booking.status} />
                    )}
                    {fresh ? (
                      <span className="timeline-new-word">
                        <FormattedMessage id="admin.timeline.new" />
                      </span>
                    ) : null}
                    <GuestSummaryTags guest={booking.guest} status={booking.status} compact />
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
