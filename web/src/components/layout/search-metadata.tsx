import {
  pathInLocale,
  renderedPageFile,
  siteConfig,
  weekdays,
  type Locale,
  type PublishedSchedule,
  type RestaurantDetails,
} from '@ristorante/contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { usePageHead } from '../../lib/page-head';
import { useRestaurant } from '../../lib/restaurant';

/**
 * Where the same page lives in each language (itself included), and the default (x-default) for everyone else, as absolute
 * URLs from the public origin. The server render writes these into the head; the browser keeps them in step.
 */
export function alternateLanguageLinks(pathname: string, origin: string): { hrefLang: string; href: string }[] {
  // The path, and any query after it (a legal tab), in each language: a blog post's slug is that language's.
  const [path = '', query = ''] = pathname.split(/(?=\?)/);
  const inLocale = (locale: Locale) => `${origin}${pathInLocale(path, locale)}${query}`;
  return [
    ...siteConfig.locales.map((each) => ({ hrefLang: each, href: inLocale(each) })),
    { hrefLang: 'x-default', href: inLocale(siteConfig.defaultLocale) },
  ];
}

/**
 * The same page in the other languages and its canonical address (docs/decisions.md 92), in `<head>`. A
 * rendered page arrives with them; after a navigation inside the app an effect moves them to the new page,
 * keeping the origin the rendered page named.
 */
export function AlternateLanguages({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  // A legal tab other than the first is a page of its own (docs/decisions.md 92); other queries are views of one.
  const address = pathname + canonicalQuery(pathname, search);

  useEffect(() => {
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = canonical ? new URL(canonical.href).origin : window.location.origin;
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = origin + address;
    const links = alternateLanguageLinks(address, origin).map(({ hrefLang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hrefLang;
      link.href = href;
      return link;
    });
    // Links already there (a rendered page's) are replaced, not doubled.
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    document.head.append(...links);
  }, [locale, address]);

  return null;
}

/** The part of a query that makes a page of its own: `?tab=` of a legal tab other than the first. */
function canonicalQuery(pathname: string, search: string): string {
  const tab = new URLSearchParams(search).get('tab');
  return renderedPageFile(pathname, tab)?.includes('/tab-') ? `?tab=${tab}` : '';
}

/**
 * The description search engines show under the site's name, in the page's language. index.html carries the
 * German one for crawlers that run no JavaScript; this keeps it in step with the locale.
 */
export function SiteDescription() {
  const intl = useIntl();
  const head = usePageHead();
  const { name, address } = useRestaurant();
  const description = intl.formatMessage({ id: 'meta.description' }, { name, city: address.city });
  if (head) head.siteDescription = description;

  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);

  return null;
}

const schemaDays: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * The restaurant's address as schema.org writes it, for its own data and an event's location (docs/decisions.md 149).
 */
export function postalAddress({ address }: RestaurantDetails): Record<string, string> {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: 'DE',
  };
}

/**
 * schema.org Restaurant data on every rendered page (docs/decisions.md 38, 92, 149): the owner's details, address,
 * place on the map, links to review and social pages (sameAs), where
 * the menu is, and the opening hours of the owner's schedule (110) with its coming exceptions as special opening
 * hours (a closed day opens and closes at 00:00, as schema.org spells closed).
 */
export function restaurantStructuredData(
  restaurant: RestaurantDetails,
  locale: Locale,
  origin: string,
  schedule: PublishedSchedule | undefined,
): Record<string, unknown> {
  const sameAs = restaurant.socialLinks.map((link) => link.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    url: `${origin}/${locale}`,
    servesCuisine: 'Italian',
    telephone: restaurant.phone,
    email: restaurant.email,
    inLanguage: locale,
    acceptsReservations: `${origin}/${locale}/reservations`,
    hasMenu: `${origin}/${locale}/menu`,
    address: postalAddress(restaurant),
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.geo.latitude, longitude: restaurant.geo.longitude },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(schedule ? openingHoursOf(schedule) : {}),
  };
}

function openingHoursOf(schedule: PublishedSchedule) {
  return {
    openingHoursSpecification: weekdays.flatMap((day) => {
      const today = schedule.weeklyHours[day];
      return today
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: schemaDays[day], opens: today.open, closes: today.close }]
        : [];
    }),
    specialOpeningHoursSpecification: schedule.exceptions.map((exception) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.from,
      validThrough: exception.to,
      opens: exception.hours?.open ?? '00:00',
      closes: exception.hours?.close ?? '00:00',
    })),
  };
}
