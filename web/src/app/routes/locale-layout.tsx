import { isLocale, siteConfig } from '@ristorante/contracts';
import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { AlternateLanguages, SiteDescription } from '../../components/layout/search-metadata';
import { SiteLayout } from '../../components/layout/site-layout';
import { LocaleProvider } from '../providers';
import { NotFoundPage } from './not-found';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * Everything under `/:locale`. The first segment is the locale; anything else there (`/xx/whatever`) is a
 * page that does not exist, shown in the default language.
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname } = useLocation();
  const known = isLocale(locale);

  return (
    <LocaleProvider locale={known ? locale : siteConfig.defaultLocale}>
      {known ? <AlternateLanguages locale={locale} /> : null}
      <SiteDescription />
      <SiteLayout>
        <PageErrorBoundary location={pathname}>
          {/* A page's chunk loading for the first time leaves the page area empty; main keeps its height. */}
          <Suspense fallback={null}>{known ? <Outlet /> : <NotFoundPage />}</Suspense>
        </PageErrorBoundary>
      </SiteLayout>
    </LocaleProvider>
  );
}
