import type { AdminRole, Locale } from '@ristorante/contracts';
import { isLocale } from '@ristorante/contracts';

/** The dashboard's tabs in their fixed order (docs/decisions.md 73); `?tab=` in the address selects one. */
export const adminTabs = [
  'overview',
  'menu',
  'home',
  'gallery',
  'instagram',
  'events',
  'blog',
  'bookings',
  'reservations',
  'guests',
  'feedback',
  'contact',
  'accounts',
  'settings',
] as const;
export type AdminTab = (typeof adminTabs)[number];

/** What only an owner edits (docs/decisions.md 86, 110, 151–153): staff are not shown these tabs. */
const ownerTabs = new Set<AdminTab>(['menu', 'home', 'gallery', 'instagram', 'events', 'blog', 'settings']);

export const mayOpenTab = (role: AdminRole | undefined, tab: AdminTab) => role === 'owner' || !ownerTabs.has(tab);

/** The dashboard's addresses (all under `/{locale}/admin/`, the app of admin.html). */
export const adminPaths = {
  route: '/:locale/admin',
  login: (locale: Locale) => `/${locale}/admin/login`,
  test: (locale: Locale) => `/${locale}/admin/test`,
  dashboard: (locale: Locale, tab?: AdminTab, params: Record<string, string> = {}) => {
    const query = new URLSearchParams(tab && tab !== 'overview' ? { tab, ...params } : params).toString();
    return `/${locale}/admin/dashboard${query ? `?${query}` : ''}`;
  },
  /** Signing out always returns to the German login (docs/decisions.md 69). */
  afterLogout: '/de/admin/login',
} as const;

/**
 * Where a login may lead: back into the dashboard only (`?next=` is in the address, so anyone could write one;
 * an outside address there would send staff to a look-alike site after they signed in).
 */
export function safeNext(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  const [, locale, admin] = next.split(/[/?#]/);
  return isLocale(locale) && admin === 'admin' ? next : undefined;
}
