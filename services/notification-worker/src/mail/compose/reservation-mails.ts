import { berlinLocalToInstant, siteConfig, type Locale, type ReservationFacts } from '@ristorante/contracts';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { clockTime, guestCount, languageName, longDate, shortDate } from './format.js';
import { calendarInvite, icsContentType } from './ics.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl, pageUrl, reservationPolicy, restaurant } from './restaurant.js';

export type BookingStage = 'requested' | 'confirmed' | 'cancelled';

/** A table is booked for two hours in the guest's calendar. */
const reservationHours = 2;

/** The reservation's Berlin date and time, checked: a date or time that names no moment throws (dead letter). */
function startOf(facts: ReservationFacts): Date {
  if (!/^\d{2}:\d{2}$/.test(facts.time)) throw new Error(`reservation time is not HH:mm: ${JSON.stringify(facts.time)}`);
  const start = berlinLocalToInstant(`${facts.date}T${facts.time}`);
  if (!start) throw new Error(`reservation date/time names no moment: ${JSON.stringify(`${facts.date} ${facts.time}`)}`);
  return start;
}

const guestCopy = {
  de: {
    subject: {
      requested: (date: string, time: string) => `Ihre Reservierungsanfrage für den ${date} um ${time} Uhr ist eingegangen`,
      confirmed: (date: string, time: string) => `Ihre Reservierung am ${date} um ${time} Uhr ist bestätigt`,
      cancelled: (date: string, time: string) => `Ihre Reservierung am ${date} um ${time} Uhr wurde storniert`,
    },
    heading: {
      requested: 'Wir haben Ihre Reservierungsanfrage erhalten',
      confirmed: 'Ihre Reservierung ist bestätigt',
      cancelled: 'Ihre Reservierung wurde storniert',
    },
    greeting: (name: string) => `Guten Tag ${name},`,
    paragraphs: {
      requested: [
        'vielen Dank für Ihre Reservierungsanfrage. Sie ist bei uns eingegangen, aber noch nicht bestätigt.',
        `Wir prüfen sie und bestätigen Ihnen die Reservierung innerhalb von ${siteConfig.confirmationWithinMinutes} Minuten per E-Mail.`,
      ],
      confirmed: [
        'wir freuen uns, Ihnen Ihre Reservierung zu bestätigen. Ihr Tisch ist für Sie reserviert.',
        'Im Anhang finden Sie einen Kalendereintrag für Ihren Besuch. Wir freuen uns auf Sie!',
      ],
      cancelled: [
        'Ihre Reservierung wurde storniert; der Tisch ist nicht mehr für Sie reserviert.',
        `Haben Sie Fragen oder möchten Sie einen anderen Termin? Rufen Sie uns gern an unter ${restaurant.phone} oder reservieren Sie online.`,
      ],
    },
    labels: { date: 'Datum', time: 'Uhrzeit', guests: 'Personen', name: 'Name', specialRequests: 'Besondere Wünsche' },
    notesTitle: 'Gut zu wissen',
    bookAgain: 'Neuen Tisch reservieren',
    closing: ['Herzliche Grüße', restaurant.name],
    icsSummary: `Tischreservierung – ${restaurant.name}`,
    icsDescription: (guests: number) => `Tisch für ${guestCount(guests, 'de')}.\nTelefon: ${restaurant.phone}`,
    icsFilename: 'reservierung.ics',
  },
  en: {
    subject: {
      requested: (date: string, time: string) => `We have received your reservation request for ${date} at ${time}`,
      confirmed: (date: string, time: string) => `Your reservation on ${date} at ${time} is confirmed`,
      cancelled: (date: string, time: string) => `Your reservation on ${date} at ${time} has been cancelled`,
    },
    heading: {
      requested: 'We have received your reservation request',
      confirmed: 'Your reservation is confirmed',
      cancelled: 'Your reservation has been cancelled',
    },
    greeting: (name: string) => `Dear ${name},`,
    paragraphs: {
      requested: [
        'Thank you for your reservation request. We have received it; it is not confirmed yet.',
        `We will check it and confirm your reservation by email within ${siteConfig.confirmationWithinMinutes} minutes.`,
      ],
      confirmed: [
        'We are happy to confirm your reservation. Your table is reserved for you.',
        'A calendar entry for your visit is attached. We look forward to welcoming you!',
      ],
      cancelled: [
        'Your reservation has been cancelled; the table is no longer reserved for you.',
        `Any questions, or would you like another date? Call us on ${restaurant.phone} or book online.`,
      ],
    },
    labels: { date: 'Date', time: 'Time', guests: 'Guests', name: 'Name', specialRequests: 'Special requests' },
    notesTitle: 'Good to know',
    bookAgain: 'Book a table',
    closing: ['Kind regards', restaurant.name],
    icsSummary: `Table reservation – ${restaurant.name}`,
    icsDescription: (guests: number) => `Table for ${guestCount(guests, 'en')}.\nPhone: ${restaurant.phone}`,
    icsFilename: 'reservation.ics',
  },
} satisfies Record<Locale, unknown>;

function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** The mail to the guest at each stage, in the guest's language. */
export function reservationGuestMail(
  stage: BookingStage,
  facts: ReservationFacts & { email: string },
  context: MailContext,
  occurredAt: string,
): OutgoingMail {
  const locale = facts.locale;
  const copy = guestCopy[locale];
  const start = startOf(facts);
  const rows: Fact[] = [
    { label: copy.labels.date, value: longDate(facts.date, locale) },
    { label: copy.labels.time, value: clockTime(facts.time, locale) },
    { label: copy.labels.guests, value: String(facts.guests) },
    { label: copy.labels.name, value: facts.name },
  ];
  if (hasText(facts.specialRequests)) rows.push({ label: copy.labels.specialRequests, value: facts.specialRequests });

  const doc: MailDocument = {
    locale,
    heading: copy.heading[stage],
    greeting: copy.greeting(oneLine(facts.name)),
    paragraphs: copy.paragraphs[stage],
    facts: rows,
    ...(stage === 'cancelled'
      ? { action: { label: copy.bookAgain, url: pageUrl(context, locale, 'reservations') } }
      : { notes: { title: copy.notesTitle, items: reservationPolicy(locale) } }),
    closing: copy.closing,
  };

  const mail: OutgoingMail = {
    kind: `reservation.${stage}:guest`,
    to: facts.email,
    subject: oneLine(copy.subject[stage](shortDate(facts.date, locale), facts.time)),
    text: renderText(doc),
    html: renderHtml(doc),
  };
  if (stage === 'confirmed') {
    mail.attachments = [
      {
        filename: copy.icsFilename,
        contentType: icsContentType,
        content: calendarInvite({
          id: facts.reservationId,
          stamp: new Date(occurredAt),
          start,
          end: new Date(start.getTime() + reservationHours * 3_600_000),
          summary: copy.icsSummary,
          location: `${restaurant.name}, ${restaurant.addressLine}`,
          description: copy.icsDescription(facts.guests),
        }),
      },
    ];
  }
  return mail;
}

/** Staff learn of each new reservation request, in German, with the guest as Reply-To. */
export function reservationStaffMail(facts: ReservationFacts, context: MailContext): OutgoingMail {
  startOf(facts);
  const rows: Fact[] = [
    { label: 'Name', value: facts.name },
    { label: 'E-Mail', value: facts.email ?? '–' },
    { label: 'Telefon', value: facts.phone },
    { label: 'Datum', value: longDate(facts.date, 'de') },
    { label: 'Uhrzeit', value: clockTime(facts.time, 'de') },
    { label: 'Personen', value: String(facts.guests) },
    { label: 'Sprache', value: languageName(facts.locale) },
  ];
  if (hasText(facts.specialRequests)) rows.push({ label: 'Besondere Wünsche', value: facts.specialRequests });
  const paragraphs = [
    `Eine neue Reservierung wartet auf Bestätigung. Dem Gast wurde eine Bestätigung innerhalb von ${siteConfig.confirmationWithinMinutes} Minuten zugesagt.`,
  ];
  if (facts.guests >= siteConfig.groupBookingsFrom) {
    paragraphs.push(`Große Gruppe (ab ${siteConfig.groupBookingsFrom} Personen): bitte persönlich mit dem Gast abstimmen.`);
  }
  if (facts.email !== null) paragraphs.push('Eine Antwort auf diese E-Mail geht direkt an den Gast.');

  const doc: MailDocument = {
    locale: 'de',
    heading: 'Neue Reservierungsanfrage',
    paragraphs,
    facts: rows,
    action: { label: 'Im Dashboard öffnen', url: dashboardUrl(context, 'reservations') },
  };
  return {
    kind: 'reservation.requested:staff',
    to: context.staffEmail,
    ...(facts.email === null ? {} : { replyTo: facts.email }),
    subject: oneLine(
      `Neue Reservierung: ${subjectPart(facts.name)}, ${guestCount(facts.guests, 'de')}, ${shortDate(facts.date, 'de')} ${facts.time}`,
    ),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
