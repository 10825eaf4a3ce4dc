import { isLocale, pathInLocale, type Locale } from '@ristorante/contracts';

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page in another language: `/de/test?x#y` becomes `/en/test?x#y`, a blog post's address its slug in that
 * language (docs/decisions.md 136). A path without a known locale (a 404 under an unknown first segment) has no
 * counterpart, so it leads to that language's home page.
 */
export function switchLocalePath({ pathname, search, hash }: PathParts, locale: Locale): string {
  if (!isLocale(pathname.split('/')[1])) return `/${locale}`;
  return `${pathInLocale(pathname, locale)}${search}${hash}`;
}
