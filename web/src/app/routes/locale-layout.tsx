import { isLocale, siteConfig } from '@ristorante/contracts';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { AlternateLanguages, SiteDescription } from '../../components/layout/search-metadata';
import { SiteLayout } from '../../components/layout/site-layout';
import { LocaleProvider } from '../providers';
import { NotFoundPage } from '../../components/feedback/not-found-page';
import { PageErrorBoundary } from '../../components/feedback/page-error-boundary';

/**
 * Marks the document once React has taken the page over, its route's code included (a rendered page is readable,
 * but inert, before that; the route hydrates after the layout, as its chunk arrives): browser tests wait for it,
 * and a stylesheet may use it. Inside the route's Suspense boundary, so its effect runs when the page's does.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

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
          <Suspense fallback={null}>
            {known ? <Outlet /> : <NotFoundPage />}
            <HydrationMark />
          </Suspense>
        </PageErrorBoundary>
      </SiteLayout>
    </LocaleProvider>
  );
}
