import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { PageMessages } from '../../../i18n/page-messages';
import type { MessageId } from '../../../i18n/catalogues';
import { adminPaths, mayOpenTab, type AdminTab } from '../../config/admin-paths';
import { bookedEventTitle } from '../../lib/booked-event-title';
import { numericDay } from '../../lib/dates';
import { attentionCountsQuery, type AttentionCounts } from '../../lib/attention-counts';
import { useAdminClient, useSession } from '../../lib/session-context';
import { coversQuery, overviewQuery, type Overview } from './api/get-overview';
import { CoversChart } from './components/covers-chart';
import { GoLiveCard } from './components/go-live-card';
import overviewCatalogue from './overview-messages?icu';
import { timeAgo } from './utils/time-ago';
import './overview.css';

const catalogues = [overviewCatalogue];

function Stat({ label, value, detail, tab }: { label: MessageId; value: ReactNode; detail?: ReactNode; tab: AdminTab }) {
  const { locale } = useIntl();
  return (
    <li className="admin-stat">
      <Link to={adminPaths.dashboard(locale, tab)}>
        <span className="admin-stat-label">
          <FormattedMessage id={label} />
        </span>
        <span className="admin-stat-value">{value}</span>
        {detail ? <span className="admin-stat-detail">{detail}</span> : null}
      </Link>
    </li>
  );
}

const unknown = <FormattedMessage id="admin.overview.stat.unknown" />;

function Stats({ overview, attention }: { overview: Overview; attention: AttentionCounts | undefined }) {
  const intl = useIntl();
  const pending = (count: number | undefined) =>
    count === undefined ? undefined : <FormattedMessage id="admin.overview.stat.pendingDetail" values={{ pending: count }} />;
  return (
    <ul className="admin-stats" aria-label={intl.formatMessage({ id: 'admin.overview.stats' })}>
      <Stat
        tab="reservations"
        label="admin.overview.stat.reservations"
        value={overview.reservations ?? unknown}
        detail={pending(attention?.pendingReservations)}
      />
      <Stat
        tab="bookings"
        label="admin.overview.stat.bookings"
        value={overview.bookings ?? unknown}
        detail={pending(attention?.pendingBookings)}
      />
      <Stat tab="contact" label="admin.overview.stat.messages" value={attention?.unreadMessages ?? unknown} />
      <Stat
        tab="feedback"
        label="admin.overview.stat.rating"
        value={
          !overview.rating ? (
            unknown
          ) : overview.rating.average === null ? (
            <FormattedMessage id="admin.overview.stat.noRating" />
          ) : (
            <FormattedMessage
              id="admin.overview.stat.ratingValue"
              values={{
                average: <FormattedNumber value={overview.rating.average} minimumFractionDigits={1} maximumFractionDigits={1} />,
              }}
            />
          )
        }
        detail={
          overview.rating && <FormattedMessage id="admin.overview.stat.ratingDetail" values={{ count: overview.rating.count }} />
        }
      />
      <Stat
        tab="menu"
        label="admin.overview.stat.menu"
        value={overview.menu?.items ?? unknown}
        detail={
          overview.menu && (
            <FormattedMessage id="admin.overview.stat.menuDetail" values={{ available: overview.menu.available }} />
          )
        }
      />
      <Stat tab="events" label="admin.overview.stat.events" value={overview.events ?? unknown} />
      <Stat tab="gallery" label="admin.overview.stat.gallery" value={overview.galleryImages ?? unknown} />
    </ul>
  );
}

/** Now, again every half minute: 'vor 29 Minuten' must become 'vor 31 Minuten' on a screen left open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The five latest things that happened, from the last 3 bookings, 3 reservations and 2 messages. */
function Activity({ latest }: { latest: Overview['latest'] }) {
  const intl = useIntl();
  const now = useMinuteClock();
  const entries = [
    ...latest.reservations.map((reservation) => ({
      key: `r-${reservation.id}`,
      at: reservation.created_at,
      tab: 'reservations' as const,
      text: intl.formatMessage(
        { id: 'admin.overview.activity.reservation' },
        {
          name: reservation.name,
          guests: reservation.guests,
          date: numericDay(reservation.date, intl.locale),
          time: reservation.time,
        },
      ),
    })),
    ...latest.bookings.map((booking) => ({
      key: `b-${booking.id}`,
      at: booking.created_at,
      tab: 'bookings' as const,
      text: intl.formatMessage(
        { id: 'admin.overview.activity.booking' },
        { name: booking.name, guests: booking.guests, event: bookedEventTitle(booking, intl.locale) },
      ),
    })),
    ...latest.messages.map((message) => ({
      key: `m-${message.id}`,
      at: message.createdAt,
      tab: 'contact' as const,
      text: intl.formatMessage({ id: 'admin.overview.activity.message' }, { name: message.name, subject: message.subject }),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 5);

  return (
    <section className="card" aria-labelledby="overview-activity">
      <h2 id="overview-activity">
        <FormattedMessage id="admin.overview.activity.title" />
      </h2>
      {entries.length === 0 ? (
        <EmptyState title={<FormattedMessage id="admin.overview.activity.empty" />} />
      ) : (
        <ul className="admin-activity">
          {entries.map((entry) => {
            const ago = timeAgo(entry.at, now);
            return (
              <li key={entry.key}>
                <Link to={adminPaths.dashboard(intl.locale, entry.tab)}>{entry.text}</Link>
                <time dateTime={entry.at} className="admin-muted">
                  <FormattedMessage id={ago.id} values={ago.values} />
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function QuickActions() {
  const { locale } = useIntl();
  const { state } = useSession();
  const role = state.status === 'signed-in' ? state.user.role : undefined;
  const actions = (
    [
      ['admin.overview.actions.phoneBooking', 'reservations', { new: 'phone' }],
      ['admin.overview.actions.reservations', 'reservations'],
      ['admin.overview.actions.newDish', 'menu'],
      ['admin.overview.actions.newEvent', 'events'],
      ['admin.overview.actions.uploadImage', 'gallery'],
    ] satisfies Array<[MessageId, AdminTab, Record<string, string>?]>
  ).filter(([, tab]) => mayOpenTab(role, tab));
  return (
    <section className="card" aria-labelledby="overview-actions">
      <h2 id="overview-actions">
        <FormattedMessage id="admin.overview.actions.title" />
      </h2>
      <ul className="admin-quick-actions">
        {actions.map(([label, tab, params]) => (
          <li key={label}>
            <Link className="button button-secondary" to={adminPaths.dashboard(locale, tab, params)}>
              <FormattedMessage id={label} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Covers() {
  const client = useAdminClient();
  const covers = useQuery(coversQuery(client));
  if (covers.isPending) {
    return (
      <LoadingState>
        <FormattedMessage id="common.loading" />
      </LoadingState>
    );
  }
  if (!covers.data) {
    return <ErrorState title={<FormattedMessage id="admin.overview.chart.loadError" />} onRetry={() => void covers.refetch()} />;
  }
  return <CoversChart days={covers.data} />;
}

/** The dashboard's first tab: how the restaurant stands, what happened last, and the way to what needs doing. */
function OverviewScreen() {
  const client = useAdminClient();
  const overview = useQuery(overviewQuery(client));
  const attention = useQuery(attentionCountsQuery(client));
  const { state } = useSession();
  const owner = state.status === 'signed-in' && state.user.role === 'owner';
  const missing =
    overview.data?.incomplete || !attention.data || Object.values(attention.data).some((count) => count === undefined);
  const tryAgain = () => {
    void overview.refetch();
    void attention.refetch();
  };
  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.overview.title" />
        </h1>
      </div>
      {overview.isPending ? (
        <LoadingState>
          <FormattedMessage id="admin.overview.loading" />
        </LoadingState>
      ) : !overview.data ? (
        <ErrorState title={<FormattedMessage id="admin.list.loadError" />} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {missing ? <ErrorState title={<FormattedMessage id="admin.overview.incomplete" />} onRetry={tryAgain} /> : null}
          {owner ? <GoLiveCard /> : null}
          <Stats overview={overview.data} attention={attention.data} />
          <div className="admin-overview-grid">
            <div className="card admin-chart-card">
              <Covers />
            </div>
            <Activity latest={overview.data.latest} />
            <QuickActions />
          </div>
        </>
      )}
    </section>
  );
}

export function OverviewTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <OverviewScreen />
    </PageMessages>
  );
}
