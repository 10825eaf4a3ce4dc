import { isLocale, siteConfig } from '@ristorante/contracts';
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
 * The routes of spec section 2 built so far. Pages not built yet (menu, gallery, admin login, …) fall through
 * to the 404 page until their feature adds its route here.
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
      {
        path: paths.systemStatus.path,
        lazy: async () => ({
          Component: (await import('../features/system-status/components/system-status-page')).SystemStatusPage,
        }),
      },
      { path: paths.admin.path, loader: toAdminLogin, ...redirectOnly },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
