import {
  defaultGuestRules,
  guestRulesOf,
  siteConfig,
  telHref,
  weekdays,
  type Locale,
  type PublishedSchedule,
  type RestaurantDetails,
  type Weekday,
} from '@ristorante/contracts';
import { paths } from '../../../config/paths';

/** What a placeholder in a legal text stands for. */
export type LegalValue =
  | { kind: 'text'; text: string }
  /** A technical name, such as a cookie's, shown as code. */
  | { kind: 'code'; text: string }
  /** A link out of the app: e-mail, phone or another website. */
  | { kind: 'link'; text: string; href: string }
  /** A link to another tab of the legal page. */
  | { kind: 'page'; text: string; to: string };

/**
 * The staff session cookies as the auth service sets them (`adminCookies` in the contracts, which the tests hold
 * this to). Not imported from there: that module defines zod schemas too, and importing it would bring zod
 * (about 25 KB gzip) into this page's first load.
 */
export const staffCookies = {
  access: { name: 'sosta_access', path: '/api' },
  refresh: { name: 'sosta_refresh', path: '/api/admin' },
  device: { name: 'sosta_device', path: '/api/admin/login' },
} as const;

/** A bracketed value of the site configuration is a stand-in the operator must replace before going online. */
export function isOperatorPlaceholder(text: string): boolean {
  return /^\[.*\]$/s.test(text.trim());
}

const text = (value: string | number): LegalValue => ({ kind: 'text', text: String(value) });
const code = (value: string): LegalValue => ({ kind: 'code', text: value });
/** Another website, shown by its address without the scheme. */
const website = (href: string): LegalValue => ({ kind: 'link', href, text: href.replace(/^https:\/\//, '').replace(/\/$/, '') });

/** A weekday's name in the page's language (2027-08-02 is a Monday). */
const weekdayName = (day: Weekday, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2027, 7, 2 + weekdays.indexOf(day))),
  );

/**
 * The week's time, and each weekday's own where it differs (docs/decisions.md 134): '22:00 (Freitag: 21:00)'.
 */
function withOwnDays(schedule: PublishedSchedule, locale: Locale, week: string, field: 'kitchenCloses' | 'lastSlot'): string {
  const own = weekdays
    .filter((day) => schedule.weeklyHours[day] && schedule.weekdayTimes?.[day] && schedule.weekdayTimes[day][field] !== week)
    .map((day) => `${weekdayName(day, locale)}: ${schedule.weekdayTimes![day]![field]}`);
  return own.length > 0 ? `${week} (${own.join(', ')})` : week;
}

/** The owner's deposit rules as the terms state them (docs/decisions.md 165), or that none is asked. */
function depositRules(schedule: PublishedSchedule | undefined, locale: Locale): string {
  const deposits = schedule?.deposits;
  if (!deposits || deposits.fromGuests === null || deposits.iban === '') {
    return locale === 'de' ? 'Für Tischreservierungen nehmen wir keine Anzahlung.' : 'We take no deposit for table reservations.';
  }
  const amount = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    deposits.amountPerPersonCents / 100,
  );
  const { fromGuests: from, daysToPay: days } = deposits;
  return locale === 'de'
    ? `Für Online-Reservierungen ab ${from} Personen bitten wir um eine Anzahlung von ${amount} pro Person, zu überweisen innerhalb von ${days} ${days === 1 ? 'Tag' : 'Tagen'}, spätestens aber einen Tag vor Ihrem Besuch, auf das Konto, das wir Ihnen per E-Mail nennen (mit GiroCode für Ihre Banking-App). Mit dem Eingang der Anzahlung ist Ihre Reservierung bestätigt; wir verrechnen sie mit Ihrer Rechnung. Geht sie nicht rechtzeitig ein, erinnern wir Sie einmal und geben den Tisch nach Ablauf der Frist wieder frei; eine danach eingehende Zahlung erstatten wir. Stornieren Sie rechtzeitig (siehe Abschnitt 5), erstatten wir die Anzahlung vollständig.`
    : `For online reservations of ${from} guests or more we ask for a deposit of ${amount} per person, to be transferred within ${days} ${days === 1 ? 'day' : 'days'}, but no later than a day before your visit, to the account we give you by e-mail (with a GiroCode for your banking app). Your reservation is confirmed once the deposit has arrived; we set it against your bill. If it does not arrive in time, we remind you once and release the table when the time is up; a payment arriving after that is refunded. If you cancel in time (see section 5), we refund the deposit in full.`;
}

/**
 * Every placeholder the legal texts may use, filled from the owner's restaurant details (149), the house rules of
 * the site configuration, the owner's schedule
 * (docs/decisions.md 110: the kitchen's close and the table slots) and the contracts' cookie names, so the texts
 * never carry a second copy of an address, a number or a rule. Until the schedule is read (never on a rendered
 * page), its values read as a dash.
 */
export function legalValues(
  locale: Locale,
  labels: { privacyPolicy: string; cookiePolicy: string },
  schedule: PublishedSchedule | undefined,
  restaurant: RestaurantDetails,
): Record<string, LegalValue> {
  const { address, operator } = restaurant;
  // What a sole trader or an unlicensed trade has none of: absent, so the Impressum leaves out its section.
  const optional = (name: string, value: string | null) => (value ? { [name]: text(value) } : {});
  return {
    restaurant: text(restaurant.name),
    company: text(operator.company),
    representative: text(operator.representative),
    ...optional('register', operator.register),
    ...optional('vatId', operator.vatId),
    ...optional('supervisoryAuthority', operator.supervisoryAuthority),
    street: text(address.street),
    postalCode: text(address.postalCode),
    city: text(address.city),
    country: text(address.country[locale]),
    phone: { kind: 'link', text: restaurant.phone, href: telHref(restaurant.phone) },
    email: { kind: 'link', text: restaurant.email, href: `mailto:${restaurant.email}` },
    // Not yet named: a dash, and the go-live check lists it (docs/decisions.md 149).
    mailProvider: text(restaurant.mailProvider ?? '–'),
    hostingProvider: text(restaurant.hostingProvider ?? '–'),
    confirmationMinutes: text(siteConfig.confirmationWithinMinutes),
    freeCancellationHours: text(siteConfig.freeCancellationHours),
    tableHeldMinutes: text(siteConfig.tableHeldMinutes),
    noShowFee: text(siteConfig.noShowFeePerPersonEuros),
    groupFrom: text(siteConfig.groupBookingsFrom),
    eventMaxGuests: text(siteConfig.eventBookingMaxGuests),
    depositRules: text(depositRules(schedule, locale)),
    profileMonths: text(schedule ? guestRulesOf(schedule).profileMonths : defaultGuestRules.profileMonths),
    firstSlot: text(schedule?.slots.first ?? '–'),
    lastSlot: text(schedule ? withOwnDays(schedule, locale, schedule.slots.last, 'lastSlot') : '–'),
    slotStep: text(schedule?.slots.stepMinutes ?? '–'),
    kitchenCloses: text(schedule ? withOwnDays(schedule, locale, schedule.kitchenCloses, 'kitchenCloses') : '–'),
    accessCookie: code(staffCookies.access.name),
    accessCookiePath: code(staffCookies.access.path),
    refreshCookie: code(staffCookies.refresh.name),
    refreshCookiePath: code(staffCookies.refresh.path),
    deviceCookie: code(staffCookies.device.name),
    deviceCookiePath: code(staffCookies.device.path),
    privacyPolicy: { kind: 'page', text: labels.privacyPolicy, to: paths.legal.getTabHref(locale, 'privacy') },
    cookiePolicy: { kind: 'page', text: labels.cookiePolicy, to: paths.legal.getTabHref(locale, 'cookies') },
    authority: website('https://www.datenschutz-berlin.de/'),
    osmPrivacy: website('https://osmfoundation.org/wiki/Privacy_Policy'),
    googlePrivacy: website('https://policies.google.com/privacy'),
    instagramPrivacy: website('https://privacycenter.instagram.com/policy'),
    facebookPrivacy: website('https://www.facebook.com/privacy/policy'),
    xPrivacy: website('https://x.com/privacy'),
  };
}
