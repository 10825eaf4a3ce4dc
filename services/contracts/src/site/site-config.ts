/** Opening hours of one day, Berlin time; the owner's schedule has them (docs/decisions.md 110). */
export interface DayHours {
  open: string;
  close: string;
}

/** Monday first, as the restaurant's week is printed. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * The restaurant's identity and house policies: the one place every page, e-mail and server rule reads them from
 * (docs/decisions.md 38). The hours, table slots and capacity are the owner's, in the booking service's database
 * (`HouseSchedule`, docs/decisions.md 110). The address and numbers are the site's own
 * placeholders until the operator's are filled in.
 */
export const siteConfig = {
  name: 'Trattoria La Sosta',
  city: 'Berlin',
  locales: ['de', 'en'] as const,
  defaultLocale: 'de' as const,
  address: { street: 'Kastanienallee 42', postalCode: '10435', city: 'Berlin', country: { de: 'Deutschland', en: 'Germany' } },
  phone: '+49 30 1234 5678',
  email: 'info@trattoria-lasosta.de',
  /** Where the address is on a map: a plain link to OpenStreetMap, followed only when a guest chooses to. */
  geo: { latitude: 52.5386, longitude: 13.4117 },
  /**
   * The operator the Impressum names (German law requires it). The bracketed values are the owner's to fill in
   * before going online; the legal page marks them as such.
   */
  operator: {
    company: 'Trattoria La Sosta GmbH',
    representative: 'Giulia Rossi',
    register: '[Handelsregister: Amtsgericht Charlottenburg, HRB …]',
    vatId: '[USt-IdNr.: DE …]',
  },
  /** The mail provider that sends the site's e-mails, named in the privacy policy as a processor. */
  mailProvider: '[Name und Anschrift des E-Mail-Anbieters / name and address of the e-mail provider]',
  /** The hosting provider, named in the privacy policy as a processor. */
  hostingProvider: '[Name und Anschrift des Hosting-Anbieters / name and address of the hosting provider]',
  /** 'Review on Google': a plain link to the restaurant's Google reviews (nothing of Google's loads before it). */
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJ-placeholder-la-sosta',
  instagram: { handle: 'trattoria.lasosta', url: 'https://www.instagram.com/trattoria.lasosta/' },
  /** The reservation page's promise (docs/product.md, 'House policies'). */
  confirmationWithinMinutes: 30,
  /** How far ahead guests may reserve online (docs/decisions.md 98); staff taking a call may book further. */
  reservationHorizonMonths: 6,
  freeCancellationHours: 2,
  tableHeldMinutes: 15,
  noShowFeePerPersonEuros: 25,
  groupBookingsFrom: 8,
  reservationGuests: { min: 1, max: 100, default: 2 },
  eventBookingMaxGuests: 8,
};

export type Locale = (typeof siteConfig.locales)[number];

export function isLocale(value: string | undefined): value is Locale {
  return (siteConfig.locales as readonly string[]).includes(value ?? '');
}
