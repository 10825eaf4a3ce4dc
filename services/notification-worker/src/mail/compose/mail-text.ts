import { messageFormatter, restaurantTimeZone, siteConfig, type Messages, type MessageValues } from '@ristorante/contracts';
import { restaurant } from './restaurant.js';

const berlin = { timeZone: restaurantTimeZone };

/**
 * The styles a mail message may name, dates and times all on Berlin's calendar and clock whatever the server's
 * zone (docs/decisions.md 104): `{start, date, full}` 'Freitag, 4. Dezember 2026' / 'Friday, 4 December 2026',
 * `{start, date, long}` '4. Dezember 2026' / '4 December 2026', `{start, date, numeric}` '04.12.2026',
 * `{start, time, clock}` '19:30' (the restaurant's 24-hour clock in both languages). Day and month names come
 * from Intl (Node's full ICU), not from a list of our own. intl-messageformat's own `short` and `medium` are
 * replaced too, so no style a message names falls back to the server's zone (a `::` skeleton would: use a name).
 * `{total, number, amount}` '98,00 €' / '€98.00'; `{fee, number, price}` '25 €', cents only when there are some.
 */
const mailFormats = {
  date: {
    full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...berlin },
    long: { day: 'numeric', month: 'long', year: 'numeric', ...berlin },
    medium: { day: 'numeric', month: 'short', year: 'numeric', ...berlin },
    short: { day: 'numeric', month: 'numeric', year: '2-digit', ...berlin },
    numeric: { day: '2-digit', month: '2-digit', year: 'numeric', ...berlin },
  },
  time: {
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short', ...berlin },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short', ...berlin },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric', ...berlin },
    short: { hour: 'numeric', minute: 'numeric', ...berlin },
    clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...berlin },
  },
  number: {
    amount: { style: 'currency', currency: 'EUR' },
    price: { style: 'currency', currency: 'EUR', trailingZeroDisplay: 'stripIfInteger' },
  },
} satisfies {
  date: Record<string, Intl.DateTimeFormatOptions>;
  time: Record<string, Intl.DateTimeFormatOptions>;
  number: Record<string, Intl.NumberFormatOptions>;
};

/**
 * What every mail message may name without being handed it: the restaurant (the owner's details, docs/decisions.md
 * 149) and its rules, from the site configuration.
 */
const siteValues = () => ({
  restaurant: restaurant.name,
  phone: restaurant.phone,
  confirmationMinutes: siteConfig.confirmationWithinMinutes,
  cancellationHours: siteConfig.freeCancellationHours,
  tableHeldMinutes: siteConfig.tableHeldMinutes,
  noShowFee: siteConfig.noShowFeePerPersonEuros,
  groupFrom: siteConfig.groupBookingsFrom,
});

/**
 * The one way a mail's words are written: ICU messages from a catalogue beside the mail feature, formatted by the
 * same formatter as every server message (contracts' messageFormatter, intl-messageformat), with Berlin's dates.
 */
export function mailText<Catalogue extends Messages<string>>(catalogue: Catalogue) {
  const format = messageFormatter(catalogue, mailFormats);
  return (key: Parameters<typeof format>[0], locale: Parameters<typeof format>[1], values: MessageValues = {}) =>
    format(key, locale, { ...siteValues(), ...values });
}
