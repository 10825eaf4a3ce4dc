import { berlinTime, isLate, type Reservation } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorState, LoadingState } from '../../../../../components/feedback/query-states';
import { useHouseSchedule } from '../../../../../lib/house-schedule';
import { todayInBerlin } from '../../../../lib/dates';
import { floorQuery } from '../../../../lib/floor-query';
import { useAdminClient } from '../../../../lib/session-context';
import { reservationDayQuery } from '../../api/get-reservation-day';
import { BookingList } from './booking-list';
import { BookingPanel } from './booking-panel';
import { useChimeSetting, playChime } from './request-chime';
import { TimelineGrid, type BarMarks } from './timeline-grid';
import { bookingsOf, layoutTimeline, minutesOf, type TableRow } from './timeline-layout';
import { TimelineToolbar } from './timeline-toolbar';
import { MoveDialog } from './move-dialog';
import { useNarrow } from './use-narrow';
import { useNewBookings } from './use-new-bookings';
import { useNow } from './use-now';
import { WalkInDialog } from './walk-in-dialog';
import './timeline.css';

/** The seating length until the schedule is read: the opening schedule's. */
const defaultSeatingMinutes = 120;
/** How much of the evening before now the timeline opens with: the tables just seated stay in view. */
const leadMinutes = 45;

interface TimelineViewProps {
  date: string;
  onDate: (date: string) => void;
}

/**
 * The evening's timeline (docs/decisions.md 158): the day's bookings as bars on their tables, the day's list
 * beside it, the booking tapped in a panel with what can be done with it. The day is read again every few seconds
 * (the day query polls), so new requests appear by themselves and are marked; a chime, if staff turned it on.
 */
export function TimelineView({ date, onDate }: TimelineViewProps) {
  const client = useAdminClient();
  const day = useQuery(reservationDayQuery(client, date));
  const floor = useQuery(floorQuery(client));
  const schedule = useHouseSchedule();
  const seatingMinutes = schedule?.seatingMinutes ?? defaultSeatingMinutes;
  const now = useNow();
  const today = todayInBerlin(now);
  const narrow = useNarrow();
  const [chime, setChime] = useChimeSetting();
  const chimeOn = useRef(chime);
  chimeOn.current = chime;

  const bookings = useMemo(() => (day.data ? bookingsOf(day.data) : undefined), [day.data]);
  const { fresh, seen } = useNewBookings(date, bookings, now, () => chimeOn.current && playChime());
  const layout = useMemo(
    () => (day.data && floor.data ? layoutTimeline(day.data, floor.data, seatingMinutes) : undefined),
    [day.data, floor.data, seatingMinutes],
  );
  const lateAfter = floor.data?.lateAfterMinutes ?? 15;
  const marks: BarMarks = useMemo(
    () => ({ late: (reservation: Reservation) => isLate(reservation, lateAfter, now), fresh }),
    [lateAfter, now, fresh],
  );

  const [selectedId, setSelectedId] = useState<string>();
  const [moving, setMoving] = useState(false);
  const [walkIn, setWalkIn] = useState<TableRow>();
  // The booking as the latest read has it: after a status change the panel shows its new status and actions.
  const selected = bookings?.find((booking) => booking.id === selectedId);
  const open = (reservation: Reservation) => {
    setSelectedId(reservation.id);
    seen(reservation.id);
  };

  const isToday = date === today;
  let nowMinute: number | undefined;
  if (isToday && layout) {
    nowMinute = minutesOf(berlinTime(now));
    // After midnight on a late evening, the clock reads on past the day's 24:00.
    if (nowMinute < layout.from) nowMinute += 24 * 60;
  }

  // On today, the evening opens at the service under way: the timeline scrolled to shortly before now, the list
  // to the first booking of that time. Once per day shown, so a poll never moves what staff scrolled to.
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const placedFor = useRef<string>(undefined);
  useLayoutEffect(() => {
    if (!layout || placedFor.current === date) return;
    placedFor.current = date;
    if (nowMinute === undefined) return;
    const box = scroller.current;
    const canvas = box?.firstElementChild as HTMLElement | null;
    if (box && canvas) {
      const label = canvas.querySelector<HTMLElement>('.timeline-label')?.offsetWidth ?? 0;
      const share = Math.max(0, nowMinute - leadMinutes - layout.from) / (layout.to - layout.from);
      box.scrollLeft = Math.round((canvas.scrollWidth - label) * share);
      box.style.setProperty('--timeline-scroll', `${box.scrollLeft}px`);
    }
    const from = nowMinute - seatingMinutes;
    const first = [...(list.current?.children ?? [])].find(
      (line) => minutesOf((line as HTMLElement).dataset.time ?? '00:00') >= from,
    ) as HTMLElement | undefined;
    if (list.current && first && !narrow) list.current.scrollTop = first.offsetTop - list.current.offsetTop;
  }, [layout, date, nowMinute, seatingMinutes, narrow]);

  const failed = (day.isError && !day.data) || (floor.isError && !floor.data);
  return (
    <div className="timeline-view">
      <TimelineToolbar date={date} onDate={onDate} chime={chime} onChime={setChime} />
      {failed ? (
        <ErrorState
          title={<FormattedMessage id="admin.list.loadError" />}
          onRetry={() => void Promise.all([day.refetch(), floor.refetch()])}
        />
      ) : !layout || !bookings ? (
        <LoadingState>
          <FormattedMessage id="admin.timeline.loading" />
        </LoadingState>
      ) : (
        <>
          {!day.data?.hours ? (
            <p>
              <FormattedMessage id="admin.reservations.day.closed" />
            </p>
          ) : null}
          <div className="timeline-layout">
            <div className="timeline-main">
              <TimelineGrid
                layout={layout}
                nowMinute={nowMinute}
                marks={marks}
                selectedId={selectedId}
                scrollerRef={scroller}
                onOpen={open}
                onWalkIn={setWalkIn}
              />
            </div>
            <div className="timeline-side">
              {selected && !narrow ? (
                <BookingPanel
                  reservation={selected}
                  late={marks.late(selected)}
                  now={now}
                  asDialog={false}
                  onMove={() => setMoving(true)}
                  onClose={() => setSelectedId(undefined)}
                />
              ) : null}
              <BookingList bookings={layout.bookings} marks={marks} selectedId={selectedId} listRef={list} onOpen={open} />
            </div>
          </div>
          {selected && narrow ? (
            <BookingPanel
              reservation={selected}
              late={marks.late(selected)}
              now={now}
              asDialog
              onMove={() => setMoving(true)}
              onClose={() => setSelectedId(undefined)}
            />
          ) : null}
          {selected && moving && floor.data ? (
            <MoveDialog
              reservation={selected}
              floor={floor.data}
              layout={layout}
              seatingMinutes={seatingMinutes}
              onClose={() => setMoving(false)}
            />
          ) : null}
          {walkIn ? <WalkInDialog table={walkIn} onClose={() => setWalkIn(undefined)} /> : null}
        </>
      )}
    </div>
  );
}
