import { movedBlogPostTarget } from './blog-addresses.js';
import { isLocale, siteConfig } from './site-config.js';

const bareAdmin = /^\/admin(?:\/login)?\/?$/;
const localeAdmin = /^\/([^/]+)\/admin\/?$/;
const reviewsAlias = /^\/([^/]+)\/(?:reviews|bewertungen)\/?$/;

/**
 * The addresses that only redirect (docs/decisions.md 54): `/` to the default locale, `/admin` and `/admin/login`
 * to the default locale's login, `/{locale}/admin` to that locale's login. The server answers them with a
 * 302 before any JavaScript loads (the gateway in embedded mode; Nginx, whose config spells the same rules
 * out, in the stack), and the web app follows the same table when a guest gets there inside the app.
 * The reviews page lives at `/{locale}/feedback`, as the navigation names it; the words a guest would type for
 * it (`reviews`, `bewertungen`) lead there too (docs/decisions.md 76). An English blog post's old address, with
 * the German slug, leads to its English one (docs/decisions.md 136).
 * Anything else is `undefined`: a page, or the 404 page.
 */
export function webRedirectTarget(pathname: string): string | undefined {
  return webRedirect(pathname)?.target;
}

/**
 * The redirect for `pathname` with its status: 302 for the addresses above (their targets may change: a guest's
 * language, the reviews page's name), 301 for an English blog post's old German address (docs/decisions.md 136),
 * which moved for good.
 */
export function webRedirect(pathname: string): { target: string; status: 301 | 302 } | undefined {
  const moved = movedBlogPostTarget(pathname);
  if (moved) return { target: moved, status: 301 };
  const target = temporaryTarget(pathname);
  return target ? { target, status: 302 } : undefined;
}

function temporaryTarget(pathname: string): string | undefined {
  if (pathname === '/') return `/${siteConfig.defaultLocale}`;
  if (bareAdmin.test(pathname)) return `/${siteConfig.defaultLocale}/admin/login`;
  const locale = localeAdmin.exec(pathname)?.[1];
  if (isLocale(locale)) return `/${locale}/admin/login`;
  const reviewsLocale = reviewsAlias.exec(pathname)?.[1];
  return isLocale(reviewsLocale) ? `/${reviewsLocale}/feedback` : undefined;
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
