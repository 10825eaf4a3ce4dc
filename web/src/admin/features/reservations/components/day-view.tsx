import { berlinLocalToInstant, berlinTime, type ReservationDay } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/feedback/query-states';
import { adminPaths } from '../../../config/admin-paths';
import { addDays, longDay, todayInBerlin } from '../../../lib/dates';
import { useAdminClient } from '../../../lib/session-context';
import { reservationDayQuery } from '../api/get-reservation-day';
import { FloorMomentProvider, useFloorMoment } from '../utils/floor-moment';
import { newForMs, useNewArrivals } from '../utils/use-new-arrivals';
import { DaySheetRow } from './day-sheet-row';
import { LabelledField } from '../../../components/labelled-field';
import { useRestaurant } from '../../../../lib/restaurant';

interface DayViewProps {
  date: string;
  onDate: (date: string) => void;
}

/**
 * What a slot still offers (docs/decisions.md 159): the largest party a free table or combination seats for a whole
 * seating from then, when the day sheet says so; otherwise the covers at table against the room (108).
 */
function SlotRoom({ slot, capacity }: { slot: SlotOfDay; capacity: number }) {
  if (slot.largestParty === undefined) {
    const covers = slot.seated.confirmed + slot.seated.pending;
    return <FormattedMessage id="admin.reservations.day.slotCovers" values={{ covers, capacity }} />;
  }
  return slot.largestParty > 0 ? (
    <FormattedMessage id="admin.reservations.day.tableFree" values={{ largest: slot.largestParty }} />
  ) : (
    <FormattedMessage id="admin.reservations.day.noTable" />
  );
}

/**
 * A slot with arrivals: what it still offers (a table up to how many, or the covers at table against the room), those
 * an event takes (111), how far over the room when an event was added over tables, then the reservations arriving,
 * one row each.
 */
function Slot({
  slot,
  capacity,
  exclusive,
  arrivals,
}: {
  slot: SlotOfDay;
  capacity: number;
  exclusive: boolean;
  arrivals: ReadonlyMap<string, number>;
}) {
  const { now } = useFloorMoment();
  const covers = slot.seated.confirmed + slot.seated.pending;
  const over = covers + slot.eventCovers - capacity;
  const full = slot.largestParty === undefined ? covers + slot.eventCovers >= capacity : slot.largestParty === 0;
  const percent = (value: number) => `${Math.min(100, (value / capacity) * 100)}%`;
  return (
    <section className="admin-slot" aria-labelledby={`slot-${slot.time}`}>
      <div className="admin-slot-head">
        <h3 id={`slot-${slot.time}`}>{slot.time}</h3>
        <p className={full ? 'admin-slot-covers admin-slot-full' : 'admin-slot-covers'}>
          <SlotRoom slot={slot} capacity={capacity} />
          {slot.seated.pending > 0 ? (
            <span className="admin-muted">
              {' · '}
              <FormattedMessage id="admin.reservations.day.slotPending" values={{ pending: slot.seated.pending }} />
            </span>
          ) : null}
          {slot.eventCovers > 0 ? (
            <span>
              {' · '}
              {exclusive ? (
                <FormattedMessage id="admin.reservations.day.slotEventExclusive" />
              ) : (
                <FormattedMessage id="admin.reservations.day.slotEvent" values={{ covers: slot.eventCovers }} />
              )}
            </span>
          ) : null}
          {over > 0 ? (
            <strong className="admin-attention">
              {' · '}
              <FormattedMessage id="admin.reservations.day.slotOver" values={{ over }} />
            </strong>
          ) : null}
        </p>
        {/* The words above carry the numbers; the bar only shows them at a glance. */}
        <div className="admin-meter" aria-hidden="true">
          <span className="admin-meter-event" style={{ width: percent(slot.eventCovers) }} />
          <span className="admin-meter-confirmed" style={{ width: percent(slot.seated.confirmed) }} />
          <span className="admin-meter-pending" style={{ width: percent(slot.seated.pending) }} />
        </div>
      </div>
      <ul className="admin-bookings">
        {slot.reservations.map((reservation) => {
          const arrived = arrivals.get(reservation.id);
          const isNew = arrived !== undefined && now.getTime() - arrived < newForMs && reservation.status === 'pending';
          return <DaySheetRow key={reservation.id} reservation={reservation} isNew={isNew} />;
        })}
      </ul>
    </section>
  );
}

type SlotOfDay = ReservationDay['slots'][number];

/** Whether an event has the whole room at a slot's start. */
function exclusiveAt(day: ReservationDay, time: string): boolean {
  const at = berlinLocalToInstant(`${day.date}T${time}`)?.getTime() ?? Number.NaN;
  return day.events.some((event) => event.exclusive && Date.parse(event.starts_at) <= at && at < Date.parse(event.ends_at));
}

/** An event that takes covers that day (docs/decisions.md 111): its hours, and its places or the whole room. */
function EventFact({ event }: { event: ReservationDay['events'][number] }) {
  const { locale } = useIntl();
  const values = {
    from: berlinTime(new Date(event.starts_at)),
    to: berlinTime(new Date(event.ends_at)),
    title: (
      <Link to={adminPaths.dashboard(locale, 'bookings', { event: event.eventId })}>
        {locale === 'de' ? event.title_de : event.title_en}
      </Link>
    ),
    places: event.places,
  };
  return (
    <li className="admin-day-event">
      <FormattedMessage
        id={event.exclusive ? 'admin.reservations.day.eventExclusive' : 'admin.reservations.day.event'}
        values={values}
      />
    </li>
  );
}

/** The day's slots in order, runs of slots without any reservation gathered into one group. */
function slotGroups(slots: SlotOfDay[]): Array<{ kind: 'booked'; slot: SlotOfDay } | { kind: 'free'; slots: SlotOfDay[] }> {
  const groups: Array<{ kind: 'booked'; slot: SlotOfDay } | { kind: 'free'; slots: SlotOfDay[] }> = [];
  for (const slot of slots) {
    const last = groups[groups.length - 1];
    if (slot.reservations.length > 0) groups.push({ kind: 'booked', slot });
    else if (last?.kind === 'free') last.slots.push(slot);
    else groups.push({ kind: 'free', slots: [slot] });
  }
  return groups;
}

/**
 * Slots nobody arrives at: one line of times with the largest party a table still seats from then (docs/decisions.md
 * 159), or, when the sheet does not say, the covers a booking starting then could still take (for its whole
 * seating, as the booking check counts them), not a card each.
 */
function FreeSlots({ slots }: { slots: SlotOfDay[] }) {
  return (
    <ul className="wrap-row admin-free-slots">
      {slots.map((slot) => (
        <li key={slot.time}>
          {slot.largestParty === undefined ? (
            <FormattedMessage
              id="admin.reservations.day.freeSlot"
              values={{ time: <strong>{slot.time}</strong>, free: slot.left }}
            />
          ) : (
            <FormattedMessage
              id={slot.largestParty > 0 ? 'admin.reservations.day.freeSlotTable' : 'admin.reservations.day.freeSlotNone'}
              values={{ time: <strong>{slot.time}</strong>, largest: slot.largestParty }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The evening at a glance, today first: each slot with what it still offers and its reservations, one dense row
 * each, pending ones marked, a request that just arrived highlighted, late parties named (docs/decisions.md 159).
 * Printed, it is the day sheet the kitchen and the floor work from, tables included.
 */
export function DayView(props: DayViewProps) {
  return (
    <FloorMomentProvider>
      <DaySheet {...props} />
    </FloorMomentProvider>
  );
}

/**
 * The sheet's column heads (docs/decisions.md 159): a dense row's cells say what they are to a screen reader
 * themselves, so the heads are for the eye only, on a wide screen and on paper.
 */
function ColumnHeads() {
  const heads = ['time', 'guest', 'guests', 'tables', 'status', 'notes'] as const;
  return (
    <div className="admin-day-columns" aria-hidden="true">
      {heads.map((head) => (
        <span key={head}>
          <FormattedMessage id={`admin.reservations.day.column.${head}`} />
        </span>
      ))}
      <span className="admin-print-only">
        <FormattedMessage id="admin.reservations.day.column.arrived" />
      </span>
    </div>
  );
}

function DaySheet({ date, onDate }: DayViewProps) {
  const intl = useIntl();
  const restaurantName = useRestaurant().name;
  const client = useAdminClient();
  const day = useQuery(reservationDayQuery(client, date));
  const arrivals = useNewArrivals(day.data);

  const totals = day.data?.slots.reduce(
    (sum, slot) => ({
      confirmed: sum.confirmed + slot.covers.confirmed,
      pending: sum.pending + slot.covers.pending,
      waiting: sum.waiting + slot.reservations.filter((reservation) => reservation.status === 'pending').length,
      reservations: sum.reservations + slot.reservations.length,
    }),
    { confirmed: 0, pending: 0, waiting: 0, reservations: 0 },
  );

  return (
    <div className="admin-day">
      <div className="admin-toolbar admin-no-print">
        <button type="button" className="button button-secondary" onClick={() => onDate(addDays(date, -1))}>
          <span aria-hidden="true">‹</span>
          <span className="admin-step-label">
            <FormattedMessage id="admin.reservations.day.previous" />
          </span>
        </button>
        <LabelledField id="reservation-day" label="admin.reservations.day.date" className="admin-inline-field">
          <input
            id="reservation-day"
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
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onDate(todayInBerlin())}
          aria-pressed={date === todayInBerlin()}
        >
          <FormattedMessage id="admin.reservations.day.today" />
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          <FormattedMessage id="admin.reservations.day.print" />
        </button>
      </div>
      <p className="admin-print-only">
        {restaurantName} · <FormattedMessage id="admin.reservations.day.sheetTitle" />
      </p>
      <h2 className="admin-day-title">{longDay(date, intl.locale)}</h2>
      {day.isPending ? (
        <LoadingState>
          <FormattedMessage id="admin.reservations.day.loading" />
        </LoadingState>
      ) : day.isError && !day.data ? (
        <ErrorState title={<FormattedMessage id="admin.list.loadError" />} onRetry={() => void day.refetch()} />
      ) : day.data && totals ? (
        <>
          <ul className="admin-day-facts">
            <li>
              {day.data.hours ? (
                <FormattedMessage id="admin.reservations.day.hours" values={day.data.hours} />
              ) : (
                <FormattedMessage id="admin.reservations.day.closed" />
              )}
            </li>
            <li>
              <FormattedMessage
                id="admin.reservations.day.summary"
                values={{ covers: totals.confirmed + totals.pending, confirmed: totals.confirmed, pending: totals.pending }}
              />
            </li>
            {day.data.events.map((event) => (
              <EventFact key={event.eventId} event={event} />
            ))}
            {totals.waiting > 0 ? (
              <li className="admin-attention">
                <FormattedMessage id="admin.reservations.day.pendingCount" values={{ count: totals.waiting }} />
              </li>
            ) : null}
          </ul>
          {totals.reservations === 0 ? <EmptyState title={<FormattedMessage id="admin.reservations.day.empty" />} /> : null}
          <div className="admin-slots">
            {totals.reservations > 0 ? <ColumnHeads /> : null}
            {slotGroups(day.data.slots).map((group) =>
              group.kind === 'booked' ? (
                <Slot
                  key={group.slot.time}
                  slot={group.slot}
                  capacity={day.data.roomCapacity}
                  exclusive={exclusiveAt(day.data, group.slot.time)}
                  arrivals={arrivals}
                />
              ) : (
                <FreeSlots key={group.slots[0]!.time} slots={group.slots} />
              ),
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
