import { siteConfig, weekdays, type DayHours, type Locale } from '@ristorante/contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

/** Where the same page lives in each other language, and the default (x-default) for everyone else. */
function alternateLanguageLinks(locale: Locale, pathname: string): { hrefLang: string; href: string }[] {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return [
    ...siteConfig.locales.filter((other) => other !== locale).map((other) => ({ hrefLang: other, href: `/${other}${rest}` })),
    { hrefLang: 'x-default', href: `/${siteConfig.defaultLocale}${rest}` },
  ];
}

/**
 * The same page in the other languages (design brief, decision 13), as `<link rel="alternate">` in `<head>`.
 * React 18 renders a `<link>` where it stands, inside the body, so an effect keeps these in the head instead
 * (the planned pre-rendering writes them into the HTML it serves).
 */
export function AlternateLanguages({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();

  useEffect(() => {
    const links = alternateLanguageLinks(locale, pathname).map(({ hrefLang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hrefLang;
      // The attribute, not the property: the property would resolve it to an absolute URL.
      link.setAttribute('href', href);
      return link;
    });
    // Links already there (a pre-rendered page's) are replaced, not doubled.
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [locale, pathname]);

  return null;
}

/**
 * The description search engines show under the site's name, in the page's language. index.html carries the
 * German one for crawlers that run no JavaScript; this keeps it in step with the locale.
 */
export function SiteDescription() {
  const intl = useIntl();
  const description = intl.formatMessage({ id: 'meta.description' }, { name: siteConfig.name, city: siteConfig.city });

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

/** schema.org Restaurant data with the opening hours, from the one site configuration (decision 13). */
export function restaurantStructuredData(locale: Locale): Record<string, unknown> {
  const hours = siteConfig.openingHours as Record<string, DayHours | null>;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: siteConfig.name,
    servesCuisine: 'Italian',
    telephone: siteConfig.phone,
    email: siteConfig.email,
    inLanguage: locale,
    acceptsReservations: true,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.street,
      postalCode: siteConfig.address.postalCode,
      addressLocality: siteConfig.address.city,
      addressCountry: 'DE',
    },
    openingHoursSpecification: weekdays.flatMap((day) => {
      const today = hours[day];
      return today
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: schemaDays[day], opens: today.open, closes: today.close }]
        : [];
    }),
  };
}

/** A JSON data block (not a script that runs): the site's CSP allows it, and search engines read it. */
export function RestaurantStructuredData({ locale }: { locale: Locale }) {
  // `<` is escaped so no text in the data can end the element early.
  const json = JSON.stringify(restaurantStructuredData(locale)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
