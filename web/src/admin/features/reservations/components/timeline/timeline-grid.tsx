import type { Reservation } from '@ristorante/contracts';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bar, TableRow, TimelineLayout, UnassignedRow } from './timeline-layout';

export interface BarMarks {
  late: (reservation: Reservation) => boolean;
  fresh: (id: string) => boolean;
}

interface TimelineGridProps {
  layout: TimelineLayout;
  /** Minutes since midnight on today's timeline; undefined on another day (no now-line, no walk-ins). */
  nowMinute: number | undefined;
  marks: BarMarks;
  selectedId: string | undefined;
  scrollerRef: Ref<HTMLDivElement>;
  onOpen: (reservation: Reservation) => void;
  onWalkIn: (row: TableRow) => void;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A share of the axis as a percentage of the track. */
const at = (layout: TimelineLayout, minute: number) => `${((minute - layout.from) / (layout.to - layout.from)) * 100}%`;

function BarButton({
  bar,
  row,
  layout,
  marks,
  selected,
  onOpen,
}: {
  bar: Bar;
  row: TableRow | UnassignedRow;
  layout: TimelineLayout;
  marks: BarMarks;
  selected: boolean;
  onOpen: (reservation: Reservation) => void;
}) {
  const intl = useIntl();
  const { reservation } = bar;
  const late = marks.late(reservation);
  const fresh = marks.fresh(reservation.id);
  // A combination shows on each of its tables; each bar names the others it is joined with.
  const joined = (reservation.tables ?? []).filter((table) => table.id !== row.id).map((table) => table.name);
  const classes = [
    'timeline-bar',
    `timeline-bar-${reservation.status}`,
    late ? 'timeline-bar-late' : '',
    fresh ? 'timeline-bar-new' : '',
    selected ? 'timeline-bar-selected' : '',
  ].join(' ');
  const style = {
    left: at(layout, bar.start),
    width: `calc(${((bar.end - bar.start) / (layout.to - layout.from)) * 100}% - 2px)`,
    top: `calc(${bar.lane} * var(--timeline-lane))`,
    '--timeline-bar-start': (bar.start - layout.from) / (layout.to - layout.from),
  } as CSSProperties;
  const label = intl.formatMessage(
    { id: 'admin.timeline.bar' },
    {
      time: reservation.time,
      name: reservation.name,
      guests: reservation.guests,
      status: intl.formatMessage({ id: `admin.statusWord.${reservation.status}` }),
      late: late ? 'yes' : 'no',
      fresh: fresh ? 'yes' : 'no',
    },
  );
  return (
    <button
      type="button"
      className={classes}
      style={style}
      aria-label={label}
      aria-pressed={selected}
      data-reservation={reservation.id}
      onClick={() => onOpen(reservation)}
    >
      <span className="timeline-bar-content" aria-hidden="true">
        <span className="timeline-bar-guests">{reservation.guests}</span>
        {late ? <span className="timeline-bar-flag">!</span> : null}
        <span className="timeline-bar-name">{reservation.name}</span>
        {joined.length > 0 ? <span className="timeline-bar-joined">+{joined.join('+')}</span> : null}
      </span>
    </button>
  );
}

function Track({
  row,
  layout,
  marks,
  selectedId,
  onOpen,
  children,
}: {
  row: TableRow | UnassignedRow;
  layout: TimelineLayout;
  marks: BarMarks;
  selectedId: string | undefined;
  onOpen: (reservation: Reservation) => void;
  children?: ReactNode;
}) {
  return (
    <div className="timeline-track" style={{ height: `calc(${row.lanes} * var(--timeline-lane))` }}>
      {children}
      {row.bars.map((bar) => (
        <BarButton
          key={bar.reservation.id}
          bar={bar}
          row={row}
          layout={layout}
          marks={marks}
          selected={selectedId === bar.reservation.id}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

/** The hours along the top of each area, so the times stay in view further down the floor. */
function HourScale({ layout }: { layout: TimelineLayout }) {
  const hours: number[] = [];
  for (let minute = layout.from; minute < layout.to; minute += 60) hours.push(minute);
  return (
    <div className="timeline-scale" aria-hidden="true">
      {hours.map((minute) => (
        <span key={minute} style={{ left: at(layout, minute) }}>
          {clock(minute)}
        </span>
      ))}
    </div>
  );
}

/**
 * The evening on its tables (docs/decisions.md 158): tables down the side by area, time across, each booking a
 * bar; a tap on a bar opens it, a tap on a free part of today's row seats a walk-in there. The bars are buttons
 * named in words (time, name, party, status, late), so the colours only help.
 */
export function TimelineGrid({ layout, nowMinute, marks, selectedId, scrollerRef, onOpen, onWalkIn }: TimelineGridProps) {
  const intl = useIntl();
  const hours = (layout.to - layout.from) / 60;
  const canvasStyle = { '--timeline-hours': hours } as CSSProperties;
  const showNow = nowMinute !== undefined && nowMinute >= layout.from && nowMinute <= layout.to;
  return (
    <div
      className="timeline-scroll"
      ref={scrollerRef}
      // The bars' words follow the scroll (timeline.css); a style property, not state: no render per scrolled pixel.
      onScroll={(event) => event.currentTarget.style.setProperty('--timeline-scroll', `${event.currentTarget.scrollLeft}px`)}
    >
      <div className="timeline-canvas" style={canvasStyle}>
        <div className="timeline-row timeline-time-row">
          <div className="timeline-label">
            <FormattedMessage id="admin.timeline.tables" />
          </div>
          <div className="timeline-track timeline-track-scale">
            <HourScale layout={layout} />
            {showNow ? (
              <span className="timeline-now-badge" style={{ left: at(layout, nowMinute) }}>
                <FormattedMessage id="admin.timeline.now" values={{ time: clock(nowMinute) }} />
              </span>
            ) : null}
          </div>
        </div>
        {layout.unassigned.bars.length > 0 ? (
          <div className="timeline-area">
            <div className="timeline-row timeline-row-unassigned" role="group" aria-labelledby="timeline-unassigned">
              <div className="timeline-label" id="timeline-unassigned">
                <FormattedMessage id="admin.timeline.unassigned" />
              </div>
              <Track row={layout.unassigned} layout={layout} marks={marks} selectedId={selectedId} onOpen={onOpen} />
            </div>
          </div>
        ) : null}
        {layout.areas.map((area) => (
          <section
            key={area.id}
            className={area.closed ? 'timeline-area timeline-area-closed' : 'timeline-area'}
            aria-label={area.name}
          >
            <div className="timeline-row timeline-area-head">
              <h3 className="timeline-label">
                <span className="timeline-area-name">
                  {area.closed ? <FormattedMessage id="admin.timeline.areaClosed" values={{ name: area.name }} /> : area.name}
                </span>
              </h3>
              <div className="timeline-track timeline-track-scale">
                <HourScale layout={layout} />
              </div>
            </div>
            {area.rows.map((row) => (
              // A group named by its table: a screen reader hears 'T3' before the bookings on it.
              <div key={row.id} className="timeline-row" role="group" aria-labelledby={`timeline-table-${row.id}`}>
                <div className="timeline-label" id={`timeline-table-${row.id}`}>
                  <strong>{row.name}</strong>{' '}
                  <span className="timeline-seats">
                    <FormattedMessage id="admin.timeline.seats" values={{ count: row.maxGuests }} />
                  </span>
                </div>
                <Track row={row} layout={layout} marks={marks} selectedId={selectedId} onOpen={onOpen}>
                  {nowMinute !== undefined && !row.closed ? (
                    <button
                      type="button"
                      className="timeline-free"
                      aria-label={intl.formatMessage({ id: 'admin.timeline.walkIn.at' }, { table: row.name })}
                      onClick={() => onWalkIn(row)}
                    />
                  ) : null}
                </Track>
              </div>
            ))}
          </section>
        ))}
        {showNow ? (
          <div
            className="timeline-now"
            aria-hidden="true"
            style={{ '--timeline-at-share': (nowMinute - layout.from) / (layout.to - layout.from) } as CSSProperties}
          />
        ) : null}
      </div>
    </div>
  );
}
