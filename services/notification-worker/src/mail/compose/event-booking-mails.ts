import { berlinDate, berlinTime, siteConfig, type EventBookingFacts, type Locale } from '@ristorante/contracts';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { clockTime, guestCount, languageName, longDate, money, shortDate } from './format.js';
import { calendarInvite, icsContentType } from './ics.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl, eventPolicy, pageUrl, restaurant } from './restaurant.js';

/**
 * What the guest is told: the three stages, a cancellation because the event itself was deleted, and a change
 * of the event's title or date (docs/decisions.md 97).
 */
export type EventBookingNews = 'requested' | 'confirmed' | 'cancelled' | 'event_deleted' | 'changed';

/** What a change mail adds: what the booking named before, and whether the guest has a calendar entry to update. */
export interface EventChange {
  previous: { eventTitleDe: string; eventTitleEn: string; eventDate: string };
  /** The event's version: the calendar entry's SEQUENCE. */
  sequence: number;
  status: 'pending' | 'confirmed';
}

/** An event is in the guest's calendar for three hours. */
const eventHours = 3;

/** The event's start and its Berlin date (`YYYY-MM-DD`) and time (`HH:mm`). */
function whenOf(facts: EventBookingFacts): { start: Date; date: string; time: string } {
  const start = new Date(facts.eventDate);
  if (Number.isNaN(start.getTime())) throw new Error(`event date names no moment: ${JSON.stringify(facts.eventDate)}`);
  return { start, date: berlinDate(start), time: berlinTime(start) };
}

type SubjectLine = (title: string, date: string, time: string) => string;

const guestCopy = {
  de: {
    subject: {
      requested: (title, date, time) => `Ihre Buchung für „${title}“ am ${date} um ${time} Uhr ist eingegangen`,
      confirmed: (title, date, time) => `Ihre Buchung für „${title}“ am ${date} um ${time} Uhr ist bestätigt`,
      cancelled: (title, date, time) => `Ihre Buchung für „${title}“ am ${date} um ${time} Uhr wurde storniert`,
      event_deleted: (title, date, time) => `Die Veranstaltung „${title}“ am ${date} um ${time} Uhr wurde abgesagt`,
      changed: (title, date, time) => `Geänderte Angaben zu Ihrer Buchung: „${title}“ am ${date} um ${time} Uhr`,
    } satisfies Record<EventBookingNews, SubjectLine>,
    heading: {
      requested: 'Wir haben Ihre Buchung erhalten',
      confirmed: 'Ihre Buchung ist bestätigt',
      cancelled: 'Ihre Buchung wurde storniert',
      event_deleted: 'Die Veranstaltung wurde abgesagt',
      changed: 'Die Veranstaltung hat sich geändert',
    },
    greeting: (name: string) => `Guten Tag ${name},`,
    paragraphs: {
      requested: [
        'vielen Dank für Ihre Buchung. Sie ist bei uns eingegangen und wartet noch auf die Bestätigung durch unser Team; Ihre Plätze halten wir bis dahin für Sie frei.',
        `Sie erhalten innerhalb von ${siteConfig.confirmationWithinMinutes} Minuten eine Bestätigung per E-Mail.`,
      ],
      confirmed: [
        'wir freuen uns, Ihnen Ihre Buchung zu bestätigen. Ihre Plätze sind für Sie reserviert.',
        'Im Anhang finden Sie einen Kalendereintrag für die Veranstaltung. Wir freuen uns auf Sie!',
      ],
      cancelled: [
        'Ihre Buchung für diese Veranstaltung wurde storniert; die Plätze sind nicht mehr für Sie reserviert.',
        `Haben Sie Fragen dazu? Rufen Sie uns gern an unter ${restaurant.phone}.`,
      ],
      event_deleted: [
        'leider müssen wir Ihnen mitteilen, dass diese Veranstaltung abgesagt wurde und nicht wie geplant stattfindet. Ihre Buchung wurde deshalb storniert.',
        `Wir bitten um Ihr Verständnis und würden uns freuen, Sie bald bei einer anderen Veranstaltung oder zum Abendessen begrüßen zu dürfen. Bei Fragen erreichen Sie uns unter ${restaurant.phone}.`,
      ],
      changed: [
        'bei der Veranstaltung, für die Sie gebucht haben, hat sich etwas geändert. Unten finden Sie die neuen Angaben; Ihre Buchung und Ihre Plätze bleiben bestehen.',
      ],
    },
    newDate: `Passt Ihnen der neue Termin nicht? Rufen Sie uns an unter ${restaurant.phone}, dann stornieren wir Ihre Buchung kostenfrei.`,
    questions: `Bei Fragen erreichen Sie uns unter ${restaurant.phone}.`,
    labels: {
      event: 'Veranstaltung',
      date: 'Datum',
      time: 'Uhrzeit',
      guests: 'Personen',
      total: 'Gesamtbetrag',
      name: 'Name',
      specialRequests: 'Besondere Wünsche',
      before: 'Bisher',
    },
    notesTitle: 'Gut zu wissen',
    calendarUpdate: 'Im Anhang finden Sie den geänderten Kalendereintrag; er ersetzt den bisherigen.',
    moreEvents: 'Weitere Veranstaltungen ansehen',
    closing: ['Herzliche Grüße', restaurant.name],
    icsDescription: (guests: number) => `Gebucht für ${guestCount(guests, 'de')}.\nTelefon: ${restaurant.phone}`,
    icsFilename: 'veranstaltung.ics',
  },
  en: {
    subject: {
      requested: (title, date, time) => `We have received your booking for "${title}" on ${date} at ${time}`,
      confirmed: (title, date, time) => `Your booking for "${title}" on ${date} at ${time} is confirmed`,
      cancelled: (title, date, time) => `Your booking for "${title}" on ${date} at ${time} has been cancelled`,
      event_deleted: (title, date, time) => `The event "${title}" on ${date} at ${time} has been cancelled`,
      changed: (title, date, time) => `Your booking has changed: "${title}" on ${date} at ${time}`,
    } satisfies Record<EventBookingNews, SubjectLine>,
    heading: {
      requested: 'We have received your booking',
      confirmed: 'Your booking is confirmed',
      cancelled: 'Your booking has been cancelled',
      event_deleted: 'The event has been cancelled',
      changed: 'The event has changed',
    },
    greeting: (name: string) => `Dear ${name},`,
    paragraphs: {
      requested: [
        'Thank you for your booking. We have received it and it is waiting for our team to confirm it; your seats are held for you until then.',
        `You will receive a confirmation email within ${siteConfig.confirmationWithinMinutes} minutes.`,
      ],
      confirmed: [
        'We are happy to confirm your booking. Your seats are reserved for you.',
        'A calendar entry for the event is attached. We look forward to welcoming you!',
      ],
      cancelled: [
        'Your booking for this event has been cancelled; the seats are no longer reserved for you.',
        `Any questions? Just call us on ${restaurant.phone}.`,
      ],
      event_deleted: [
        'We are sorry to let you know that this event has been cancelled and will not take place as planned. Your booking has therefore been cancelled.',
        `We apologise for the inconvenience and hope to welcome you soon at another event or for dinner. If you have any questions, call us on ${restaurant.phone}.`,
      ],
      changed: [
        'Something has changed about the event you booked. The new details are below; your booking and your seats stay as they are.',
      ],
    },
    newDate: `Does the new date not suit you? Call us on ${restaurant.phone} and we will cancel your booking free of charge.`,
    questions: `If you have any questions, call us on ${restaurant.phone}.`,
    labels: {
      event: 'Event',
      date: 'Date',
      time: 'Time',
      guests: 'Guests',
      total: 'Total',
      name: 'Name',
      specialRequests: 'Special requests',
      before: 'Before',
    },
    notesTitle: 'Good to know',
    calendarUpdate: 'The updated calendar entry is attached; it replaces the one you have.',
    moreEvents: 'See our other events',
    closing: ['Kind regards', restaurant.name],
    icsDescription: (guests: number) => `Booked for ${guestCount(guests, 'en')}.\nPhone: ${restaurant.phone}`,
    icsFilename: 'event.ics',
  },
} satisfies Record<Locale, unknown>;

function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

function titleIn(facts: Pick<EventBookingFacts, 'eventTitleDe' | 'eventTitleEn'>, locale: Locale): string {
  return locale === 'de' ? facts.eventTitleDe : facts.eventTitleEn;
}

/** The title, date and time the booking named before a change, where they differ from the new ones. */
function beforeRow(change: EventChange, facts: EventBookingFacts, locale: Locale): Fact {
  const copy = guestCopy[locale];
  const before = whenOf({ ...facts, eventDate: change.previous.eventDate });
  const was = [
    ...(titleIn(change.previous, locale) !== titleIn(facts, locale) ? [titleIn(change.previous, locale)] : []),
    `${longDate(before.date, locale)}, ${clockTime(before.time, locale)}`,
  ];
  return { label: copy.labels.before, value: was.join(' – ') };
}

/** What a change mail says: that something changed, what to do if the new date does not suit, the calendar. */
function changeParagraphs(change: EventChange, facts: EventBookingFacts, withCalendar: boolean): string[] {
  const copy = guestCopy[facts.locale];
  const newDate = change.previous.eventDate !== facts.eventDate;
  return [...copy.paragraphs.changed, newDate ? copy.newDate : copy.questions, ...(withCalendar ? [copy.calendarUpdate] : [])];
}

/** The mail to the guest, in the guest's language, with the event's title in that language. */
export function eventBookingGuestMail(
  news: EventBookingNews,
  facts: EventBookingFacts,
  context: MailContext,
  occurredAt: string,
  change?: EventChange,
): OutgoingMail {
  const locale = facts.locale;
  const copy = guestCopy[locale];
  const when = whenOf(facts);
  const title = titleIn(facts, locale);
  const rows: Fact[] = [
    { label: copy.labels.event, value: title },
    { label: copy.labels.date, value: longDate(when.date, locale) },
    { label: copy.labels.time, value: clockTime(when.time, locale) },
    ...(change ? [beforeRow(change, facts, locale)] : []),
    { label: copy.labels.guests, value: String(facts.guests) },
    { label: copy.labels.total, value: money(facts.totalAmountCents, locale) },
    { label: copy.labels.name, value: facts.name },
  ];
  if (hasText(facts.specialRequests)) rows.push({ label: copy.labels.specialRequests, value: facts.specialRequests });

  const cancelled = news === 'cancelled' || news === 'event_deleted';
  // A guest with a calendar entry (a confirmed booking) gets it again: the confirmation's, or an update of it.
  const calendarSequence = news === 'confirmed' ? 0 : change?.status === 'confirmed' ? change.sequence : undefined;
  const doc: MailDocument = {
    locale,
    heading: copy.heading[news],
    greeting: copy.greeting(oneLine(facts.name)),
    paragraphs: change ? changeParagraphs(change, facts, calendarSequence !== undefined) : copy.paragraphs[news],
    facts: rows,
    ...(cancelled
      ? { action: { label: copy.moreEvents, url: pageUrl(context, locale, 'events') } }
      : { notes: { title: copy.notesTitle, items: eventPolicy(locale) } }),
    closing: copy.closing,
  };

  const stage = cancelled ? 'cancelled' : news;
  const mail: OutgoingMail = {
    kind: `event_booking.${stage}:guest`,
    to: facts.email,
    subject: oneLine(copy.subject[news](subjectPart(title, 60), shortDate(when.date, locale), when.time)),
    text: renderText(doc),
    html: renderHtml(doc),
  };
  if (calendarSequence !== undefined) {
    mail.attachments = [
      {
        filename: copy.icsFilename,
        contentType: icsContentType,
        content: calendarInvite({
          id: facts.bookingId,
          stamp: new Date(occurredAt),
          start: when.start,
          end: new Date(when.start.getTime() + eventHours * 3_600_000),
          summary: `${title} – ${restaurant.name}`,
          location: `${restaurant.name}, ${restaurant.addressLine}`,
          description: copy.icsDescription(facts.guests),
          sequence: calendarSequence,
        }),
      },
    ];
  }
  return mail;
}

/** Staff learn of each new event booking, in German, with the guest as Reply-To. */
export function eventBookingStaffMail(facts: EventBookingFacts, context: MailContext): OutgoingMail {
  const when = whenOf(facts);
  const rows: Fact[] = [
    { label: 'Veranstaltung', value: facts.eventTitleDe },
    { label: 'Datum', value: longDate(when.date, 'de') },
    { label: 'Uhrzeit', value: clockTime(when.time, 'de') },
    { label: 'Personen', value: String(facts.guests) },
    { label: 'Gesamtbetrag', value: money(facts.totalAmountCents, 'de') },
    { label: 'Name', value: facts.name },
    { label: 'E-Mail', value: facts.email },
    { label: 'Telefon', value: facts.phone },
    { label: 'Sprache', value: languageName(facts.locale) },
  ];
  if (hasText(facts.specialRequests)) rows.push({ label: 'Besondere Wünsche', value: facts.specialRequests });

  const doc: MailDocument = {
    locale: 'de',
    heading: 'Neue Buchung für eine Veranstaltung',
    paragraphs: [
      'Eine neue Buchung wartet auf Bestätigung; die Plätze sind bis dahin für den Gast reserviert.',
      'Eine Antwort auf diese E-Mail geht direkt an den Gast.',
    ],
    facts: rows,
    action: { label: 'Im Dashboard öffnen', url: dashboardUrl(context, 'bookings') },
  };
  return {
    kind: 'event_booking.requested:staff',
    to: context.staffEmail,
    replyTo: facts.email,
    subject: oneLine(
      `Neue Eventbuchung: ${subjectPart(facts.name)}, ${guestCount(facts.guests, 'de')}, „${subjectPart(facts.eventTitleDe, 60)}“, ${shortDate(when.date, 'de')} ${when.time}`,
    ),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
