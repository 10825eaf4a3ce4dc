import { isLocale, siteConfig, type Locale } from '@ristorante/contracts';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { LoadingState } from '../../components/feedback/query-states';
import { PageErrorBoundary } from '../../components/feedback/page-error-boundary';
import { localeMessages } from '../../i18n/compiled-catalogue';
import { intlSettings } from '../../i18n/intl-settings';
import shellCatalogue from '../admin-shell-messages?icu';
import { ConfirmProvider } from '../components/confirm-dialog';
import { ToasterProvider } from '../components/toaster';
import { SessionProvider } from '../lib/session-context';
import { adminPaths } from '../config/admin-paths';

function AdminIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMemo(() => localeMessages(shellCatalogue, locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <IntlProvider {...intlSettings(locale, messages)}>{children}</IntlProvider>;
}

/** An address the staff app does not know, in German. */
export function AdminNotFound() {
  return (
    <AdminIntl locale={siteConfig.defaultLocale}>
      <main className="admin-centered">
        <h1>
          <FormattedMessage id="admin.notFound.title" />
        </h1>
        <Link className="button button-primary" to={adminPaths.dashboard(siteConfig.defaultLocale)}>
          <FormattedMessage id="admin.notFound.back" />
        </Link>
      </main>
    </AdminIntl>
  );
}

/**
 * Everything under `/{locale}/admin`: the locale's texts, the one session, toasts and confirmation dialogs.
 * The same element for both locales, so switching the language keeps the session and what is on screen.
 */
export function AdminLocaleLayout() {
  const { locale } = useParams();
  const { pathname } = useLocation();
  if (!isLocale(locale)) return <AdminNotFound />;
  return (
    <AdminIntl locale={locale}>
      <SessionProvider locale={locale}>
        <ToasterProvider>
          <ConfirmProvider>
            <PageErrorBoundary location={pathname}>
              <Suspense
                fallback={
                  <LoadingState>
                    <FormattedMessage id="admin.layout.loading" />
                  </LoadingState>
                }
              >
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </ConfirmProvider>
        </ToasterProvider>
      </SessionProvider>
    </AdminIntl>
  );
}
