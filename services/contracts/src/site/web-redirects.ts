import { isLocale, siteConfig } from './site-config.js';

const bareAdmin = /^\/admin(?:\/login)?\/?$/;
const localeAdmin = /^\/([^/]+)\/admin\/?$/;

/**
 * The addresses of spec section 2 that only redirect: `/` to the default locale, `/admin` and `/admin/login`
 * to the default locale's login, `/{locale}/admin` to that locale's login. The server answers them with a
 * 302 before any JavaScript loads (the gateway in embedded mode; Nginx, whose config spells the same rules
 * out, in the stack), and the web app follows the same table when a guest gets there inside the app.
 * Anything else is `undefined`: a page, or the 404 page.
 */
export function webRedirectTarget(pathname: string): string | undefined {
  if (pathname === '/') return `/${siteConfig.defaultLocale}`;
  if (bareAdmin.test(pathname)) return `/${siteConfig.defaultLocale}/admin/login`;
  const locale = localeAdmin.exec(pathname)?.[1];
  return isLocale(locale) ? `/${locale}/admin/login` : undefined;
}

const adminApp = /^\/([^/]+)\/admin\//;

/**
 * Which page shell answers an app address: the staff dashboard is an app of its own (`admin.html`, its own
 * build, never loaded by a guest's page), for every `/{locale}/admin/…` address; every other page is the
 * guest site's (`index.html`). Case-sensitive like the redirects: `/DE/admin/login` is the guest site's 404.
 */
export function webAppShell(pathname: string): 'admin.html' | 'index.html' {
  return isLocale(adminApp.exec(pathname)?.[1]) ? 'admin.html' : 'index.html';
}
