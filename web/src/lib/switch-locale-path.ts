import { isLocale, type Locale } from '@ristorante/contracts';

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page in another language: `/de/test?x#y` becomes `/en/test?x#y`. A path without a known locale
 * (a 404 under an unknown first segment) has no counterpart, so it leads to that language's home page.
 */
export function switchLocalePath({ pathname, search, hash }: PathParts, locale: Locale): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return `/${locale}`;
  return `/${[locale, ...rest].join('/')}${search}${hash}`;
}
