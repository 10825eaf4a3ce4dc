import { siteConfig, weekdays, type DayHours, type Locale } from '@ristorante/contracts';
import { useLocation } from 'react-router-dom';

/** The same page in the other languages (design brief, decision 13); React places these links in <head>. */
export function AlternateLanguages({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const rest = pathname.replace(/^\/[^/]+/, '');
  return (
    <>
      {siteConfig.locales
        .filter((other) => other !== locale)
        .map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={`/${other}${rest}`} />
        ))}
      <link rel="alternate" hrefLang="x-default" href={`/${siteConfig.defaultLocale}${rest}`} />
    </>
  );
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
