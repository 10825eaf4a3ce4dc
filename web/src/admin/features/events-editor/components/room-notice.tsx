import type { EventRoom } from '@ristorante/contracts';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ReservationLinks } from '../../../components/reservation-links';

/** What an event at these values would meet in the room, or why that could not be asked (docs/decisions.md 111). */
export type RoomCheck = { room: EventRoom } | { failed: string };

/**
 * What the event's hours would meet in the room (docs/decisions.md 111), shown before it is saved: how far the
 * busiest moment would be over the room, the tables and other events then, and what the owner can do. Saving
 * anyway is the owner's call; the booking check then gives new tables only what is left.
 */
export function RoomNotice({ check, places, exclusive }: { check: RoomCheck; places: number; exclusive: boolean }) {
  const { locale } = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  // The dialog may be scrolled to the fields: the notice comes into view where the buttons are.
  useEffect(() => {
    notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [check]);
  if ('failed' in check) {
    return (
      <div ref={notice} className="notice notice-error" role="alert">
        <p>
          <FormattedMessage id="admin.eventForm.roomUnknown" values={{ reason: check.failed }} />
        </p>
      </div>
    );
  }
  const { room } = check;
  return (
    <div ref={notice} className="notice notice-error" role="alert">
      <p>
        {/* Exclusive, the event takes the whole room: what is over is everyone else booked then. */}
        {exclusive ? (
          <FormattedMessage id="admin.eventForm.roomTaken" values={{ over: room.over }} />
        ) : (
          <FormattedMessage id="admin.eventForm.roomOver" values={{ over: room.over, capacity: room.roomCapacity, places }} />
        )}
      </p>
      {room.reservations.length > 0 ? (
        <>
          <p>
            <FormattedMessage id="admin.eventForm.roomTables" />
          </p>
          <ReservationLinks reservations={room.reservations} />
        </>
      ) : null}
      {room.events.length > 0 ? (
        <p>
          <FormattedMessage
            id="admin.eventForm.roomEvents"
            values={{ titles: room.events.map((event) => (locale === 'de' ? event.title_de : event.title_en)).join(', ') }}
          />
        </p>
      ) : null}
      <p>
        <FormattedMessage id="admin.eventForm.roomHint" />
      </p>
    </div>
  );
}
