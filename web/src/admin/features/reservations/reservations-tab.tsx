import { reservationSorts, reservationStatuses } from '@ristorante/contracts';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import validationCatalogue from '../../../i18n/validation-messages?icu';
import { todayInBerlin } from '../../lib/dates';
import { oneOf, pageParam, useQueryParams } from '../../lib/use-query-params';
import type { ReservationFilters } from './api/get-reservations';
import { DayView } from './components/day-view';
import { ListView } from './components/list-view';
import { PhoneBookingDialog } from './components/phone-booking-dialog';
import { ReservationEditor } from './components/reservation-editor';
import { WaitlistView } from './components/waitlist-view';
import { TimelineView } from './components/timeline/timeline-view';
import reservationsCatalogue from './staff-reservations-messages?icu';
import timelineCatalogue from './timeline-messages?icu';
import './reservations.css';

const catalogues = [reservationsCatalogue, timelineCatalogue, validationCatalogue];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && isoDate.test(value) ? value : undefined);

/**
 * The screen used most during service: the day's sheet (today first), the whole list, or who waits
 * (docs/decisions.md 132), or the evening on its tables (158), each deep-linkable.
 */
function Reservations() {
  const [params, setQuery] = useQueryParams();
  const today = todayInBerlin();
  // `?new=phone` (the overview's quick action) opens the phone booking at once.
  const [phoneBooking, setPhoneBooking] = useState(params.get('new') === 'phone');
  const view = oneOf(['list', 'waitlist', 'timeline'] as const, params.get('view')) ?? 'day';
  const date = dateParam(params.get('date')) ?? today;
  const filters: ReservationFilters = {
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    status: oneOf(reservationStatuses, params.get('status')),
    q: params.get('q') || undefined,
    sort: oneOf(reservationSorts, params.get('sort')) ?? 'newest',
  };
  const page = pageParam(params);

  const onFilters = useCallback(
    (next: ReservationFilters) =>
      setQuery({
        from: next.from,
        to: next.to,
        status: next.status,
        q: next.q,
        sort: next.sort === 'newest' ? undefined : next.sort,
        page: undefined,
      }),
    [setQuery],
  );

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.reservations.title" />
        </h1>
        <div className="admin-tab-tools admin-no-print">
          <div className="segmented admin-segmented" role="group" aria-labelledby="reservations-view-label">
            <span id="reservations-view-label" className="visually-hidden">
              <FormattedMessage id="admin.reservations.view.label" />
            </span>
            <button type="button" aria-pressed={view === 'day'} onClick={() => setQuery({ view: undefined })}>
              <FormattedMessage id="admin.reservations.view.day" />
            </button>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setQuery({ view: 'list' })}>
              <FormattedMessage id="admin.reservations.view.list" />
            </button>
            <button type="button" aria-pressed={view === 'waitlist'} onClick={() => setQuery({ view: 'waitlist' })}>
              <FormattedMessage id="admin.reservations.view.waitlist" />
            </button>
            <button type="button" aria-pressed={view === 'timeline'} onClick={() => setQuery({ view: 'timeline' })}>
              <FormattedMessage id="admin.reservations.view.timeline" />
            </button>
          </div>
          <button type="button" className="button button-primary" onClick={() => setPhoneBooking(true)}>
            <span aria-hidden="true">+</span>
            <FormattedMessage id="admin.reservations.phoneBooking" />
          </button>
        </div>
      </div>
      <ReservationEditor>
        {view === 'day' ? (
          <DayView date={date} onDate={(next) => setQuery({ date: next === today ? undefined : next })} />
        ) : view === 'timeline' ? (
          <TimelineView date={date} onDate={(next) => setQuery({ date: next === today ? undefined : next })} />
        ) : view === 'waitlist' ? (
          <WaitlistView />
        ) : (
          <ListView
            filters={filters}
            page={page}
            onFilters={onFilters}
            onPage={(next) => setQuery({ page: next > 1 ? String(next) : undefined })}
          />
        )}
      </ReservationEditor>
      {phoneBooking ? (
        <PhoneBookingDialog
          date={(view === 'day' || view === 'timeline') && date > today ? date : today}
          onClose={() => {
            setPhoneBooking(false);
            setQuery({ new: undefined });
          }}
          // On the day sheet, the booking's day comes up with it; the list shows it first already (newest first).
          onSaved={(reservation) => {
            if (view === 'day' || view === 'timeline')
              setQuery({ date: reservation.date === today ? undefined : reservation.date });
          }}
        />
      ) : null}
    </section>
  );
}

/** The tab as the dashboard loads it: one chunk with its screens, its texts and the forms' shared messages. */
export function ReservationsTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <Reservations />
    </PageMessages>
  );
}
