import type { AdminRole } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PageErrorBoundary } from '../../../components/feedback/page-error-boundary';
import { LoadingState } from '../../../components/feedback/query-states';
import { LocaleSwitch } from '../../../components/layout/locale-switch';
import { useToaster } from '../../components/toaster';
import { useSession } from '../../lib/session-context';
import { failureText } from '../../lib/failure-text';
import { useAdminTitle } from '../../lib/use-admin-title';
import { oneOf } from '../../lib/use-query-params';
import { adminPaths, adminTabs, mayOpenTab, type AdminTab } from '../../config/admin-paths';
import { attentionCountsQuery, type AttentionCounts } from '../../lib/attention-counts';
import { lazyScreen } from '../lazy-screen';
import { tabScreens } from './tab-screens';
import './dashboard-shell.css';
import { useRestaurant } from '../../../lib/restaurant';

const firstPasswordScreen = lazyScreen(
  async () => (await import('../../features/accounts/first-password-screen')).FirstPasswordScreen,
);

/** The badge a tab carries: what waits for staff there. */
function badgeOf(tab: AdminTab, counts: AttentionCounts) {
  const count =
    tab === 'reservations'
      ? counts.pendingReservations
      : tab === 'bookings'
        ? counts.pendingBookings
        : tab === 'contact'
          ? counts.unreadMessages
          : undefined;
  if (!count) return undefined;
  return { count, id: tab === 'contact' ? ('admin.layout.unreadBadge' as const) : ('admin.layout.pendingBadge' as const) };
}

/**
 * The staff dashboard (docs/decisions.md 73): a header that welcomes the signed-in person, the tabs as links
 * (`?tab=…`, as the staff e-mails link to them), and the open tab. Built for a tablet during service: the tabs
 * run down the side in landscape and across the top in portrait and on a phone.
 */
export function DashboardPage() {
  const intl = useIntl();
  const restaurantName = useRestaurant().name;
  const { locale } = intl;
  const [params] = useSearchParams();
  const { state, client, signOut } = useSession();
  const toaster = useToaster();
  const [loggingOut, setLoggingOut] = useState(false);
  const tab: AdminTab = oneOf(adminTabs, params.get('tab')) ?? 'overview';
  const user = state.status === 'signed-in' ? state.user : undefined;
  // A one-time password is changed before anything else: no tab, no polling, which the server would refuse
  // (docs/decisions.md 133).
  const firstPassword = user?.mustChangePassword === true;
  const counts = useQuery({ ...attentionCountsQuery(client), enabled: !firstPassword }).data;
  const waiting = (counts?.pendingReservations ?? 0) + (counts?.pendingBookings ?? 0);
  useAdminTitle(intl.formatMessage({ id: firstPassword ? 'admin.tab.accounts' : `admin.tab.${tab}` }), waiting);

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    // Signed out, the session guard takes the browser to the login page.
    const outcome = await signOut();
    if (!outcome.ok) {
      setLoggingOut(false);
      toaster.failure(intl.formatMessage({ id: 'admin.layout.logoutFailed' }), failureText(outcome.error, intl));
    }
  };

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        <FormattedMessage id="admin.layout.skipToContent" />
      </a>
      <header className="admin-header">
        <div className="admin-header-brand">
          <span className="admin-brand">{restaurantName}</span>
          <span className="admin-muted">
            <FormattedMessage id="admin.layout.title" />
          </span>
        </div>
        <p className="admin-welcome">
          <FormattedMessage id="admin.layout.welcome" values={{ name: user?.firstName || user?.email }} />
        </p>
        <div className="admin-header-actions">
          <LocaleSwitch />
          <a className="button button-secondary admin-small-button" href={`/${locale}`}>
            <FormattedMessage id="admin.layout.viewSite" />
          </a>
          <button
            type="button"
            className="button button-secondary admin-small-button"
            onClick={() => void logout()}
            aria-disabled={loggingOut || undefined}
          >
            <FormattedMessage id={loggingOut ? 'admin.layout.loggingOut' : 'admin.layout.logout'} />
          </button>
        </div>
      </header>
      {firstPassword ? (
        <main id="admin-main" className="admin-main admin-main-alone" tabIndex={-1}>
          <Suspense
            fallback={
              <LoadingState>
                <FormattedMessage id="common.loading" />
              </LoadingState>
            }
          >
            {firstPasswordScreen}
          </Suspense>
        </main>
      ) : (
        <DashboardTabs tab={tab} counts={counts} role={user?.role} />
      )}
    </div>
  );
}

/** The tabs and the open one. */
function DashboardTabs({
  tab,
  counts,
  role,
}: {
  tab: AdminTab;
  counts: AttentionCounts | undefined;
  role: AdminRole | undefined;
}) {
  const intl = useIntl();
  const { locale } = intl;
  const tabStrip = useRef<HTMLUListElement>(null);

  // On a phone the tabs scroll sideways: the open one is brought into sight, not left behind the edge.
  useEffect(() => {
    tabStrip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab]);

  return (
    <>
      <nav className="admin-tabs" aria-label={intl.formatMessage({ id: 'admin.layout.tabs' })}>
        <ul ref={tabStrip}>
          {adminTabs
            .filter((entry) => mayOpenTab(role, entry))
            .map((entry) => {
              const badge = counts ? badgeOf(entry, counts) : undefined;
              return (
                <li key={entry}>
                  <Link to={adminPaths.dashboard(locale, entry)} aria-current={entry === tab ? 'page' : undefined}>
                    <span>
                      <FormattedMessage id={`admin.tab.${entry}`} />
                    </span>
                    {badge ? (
                      <span className="admin-badge">
                        {/* Three digits and more would only widen the tab: '99+' is as urgent, and is read out in full. */}
                        <span aria-hidden="true">{badge.count > 99 ? '99+' : badge.count}</span>
                        {/* Read as '3 ausstehend'; seen as the number alone, which fits beside any tab's name. */}
                        <span className="visually-hidden">
                          <FormattedMessage id={badge.id} values={{ count: badge.count }} />
                        </span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
        </ul>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <PageErrorBoundary location={tab}>
          <Suspense
            fallback={
              <LoadingState>
                <FormattedMessage id="common.loading" />
              </LoadingState>
            }
          >
            {mayOpenTab(role, tab) ? (
              tabScreens[tab]
            ) : (
              <p className="card" role="status">
                <FormattedMessage id="admin.layout.ownerOnly" values={{ tab: intl.formatMessage({ id: `admin.tab.${tab}` }) }} />
              </p>
            )}
          </Suspense>
        </PageErrorBoundary>
      </main>
    </>
  );
}
