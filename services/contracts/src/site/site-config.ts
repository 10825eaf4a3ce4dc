/** Opening hours of one weekday, Berlin time; `null` when the restaurant is closed that day. */
export interface DayHours {
  open: string;
  close: string;
}

/** Monday first, as the restaurant's week is printed. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * The restaurant's identity: the one place every page, e-mail and server rule reads it from
 * (docs/decisions.md 38). No page keeps a second reading of the hours. The address and numbers are the site's own
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
  /** docs/product.md, 'Opening hours and table slots': Mon-Thu 17:00-22:30, Fri-Sat 17:00-23:00, Sun 17:00-22:00. */
  openingHours: {
    monday: { open: '17:00', close: '22:30' },
    tuesday: { open: '17:00', close: '22:30' },
    wednesday: { open: '17:00', close: '22:30' },
    thursday: { open: '17:00', close: '22:30' },
    friday: { open: '17:00', close: '23:00' },
    saturday: { open: '17:00', close: '23:00' },
    sunday: { open: '17:00', close: '22:00' },
  } satisfies Record<Weekday, DayHours | null>,
  kitchenCloses: '22:00',
  /** Table slots: 17:00 to 21:30 every 30 minutes (docs/product.md, 'Opening hours and table slots'). */
  reservationSlots: ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'] as const,
  /**
   * Covers the room seats at any moment; a table booking holds its covers from its time for the seating length
   * (docs/decisions.md 108). The booking service may be configured with other numbers.
   */
  roomCapacityCovers: 40,
  seatingMinutes: 120,
  /** The reservation page's promise (docs/product.md, 'House policies'). */
  confirmationWithinMinutes: 30,
  /** How far ahead guests may reserve online (docs/decisions.md 98); staff taking a call may book further. */
  reservationHorizonMonths: 6,
  freeCancellationHours: 2,
  tableHeldMinutes: 15,
  noShowFeePerPersonEuros: 25,
  groupBookingsFrom: 8,
  /**
   * The largest party the online form books like any other (its largest ordinary choice). A larger one, the form's
   * '15+', is a request staff confirm personally: it is not checked against the room when sent, and holds no
   * covers until staff confirm it (docs/decisions.md 109).
   */
  onlinePartyLimit: 12,
  reservationGuests: { min: 1, max: 100, default: 2 },
  eventBookingMaxGuests: 8,
};

export type Locale = (typeof siteConfig.locales)[number];

export function isLocale(value: string | undefined): value is Locale {
  return (siteConfig.locales as readonly string[]).includes(value ?? '');
}
