import { isLocale, siteConfig } from '@ristorante/contracts';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/components/home-page';
import { LocaleLayout } from './routes/locale-layout';
import { NotFoundPage } from './routes/not-found';

// Redirects are loaders, not <Navigate> elements, so a server render answers them with a real HTTP redirect.
const toDefaultAdminLogin = () => redirect(paths.adminLogin.getHref(siteConfig.defaultLocale));

function toAdminLogin({ params }: LoaderFunctionArgs) {
  // An unknown locale is left to the layout, which shows the 404 page.
  return isLocale(params.locale) ? redirect(paths.adminLogin.getHref(params.locale)) : null;
}

/**
 * A redirect-only route shows nothing, before or after its loader answers. Saying so explicitly keeps React
 * Router from warning about an empty leaf route or a missing hydration fallback.
 */
function Redirecting() {
  return null;
}

const redirectOnly = { Component: Redirecting, HydrateFallback: Redirecting };

/**
 * A page whose code loads with its route. Until it has, the layout stays and the page area is empty (a page
 * rendered on the server arrives with its HTML, so a guest never sees that moment).
 */
function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), HydrateFallback: Redirecting };
}

/**
 * The routes of spec section 2 built so far. Pages not built yet (gallery, contact, admin login, …) fall
 * through to the 404 page until their feature adds its route here.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    loader: () => redirect(paths.home.getHref(siteConfig.defaultLocale)),
    ...redirectOnly,
  },
  { path: paths.bareAdmin.path, loader: toDefaultAdminLogin, ...redirectOnly },
  { path: paths.bareAdminLogin.path, loader: toDefaultAdminLogin, ...redirectOnly },
  {
    path: paths.locale.path,
    element: <LocaleLayout />,
    children: [
      { index: true, element: <HomePage /> },
      // A staff diagnostic, not a guest page: its code (and zod) loads only when it is opened.
      lazyPage(
        paths.systemStatus.path,
        async () => (await import('../features/system-status/components/system-status-page')).SystemStatusPage,
      ),
      // Each guest page is a chunk of its own, fetched with its route: the first page loads only what it shows.
      lazyPage(paths.menu.path, async () => (await import('../features/menu/components/menu-page')).MenuPage),
      lazyPage(
        paths.reservations.path,
        async () => (await import('../features/reservations/components/reservation-page')).ReservationPage,
      ),
      lazyPage(paths.events.path, async () => (await import('../features/events/components/events-page')).EventsPage),
      lazyPage(
        paths.eventDetail.path,
        async () => (await import('../features/events/components/event-detail-page')).EventDetailPage,
      ),
      { path: paths.admin.path, loader: toAdminLogin, ...redirectOnly },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
