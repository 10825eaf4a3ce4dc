import { berlinLocalToInstant, siteConfig, type ReservationFacts } from '@ristorante/contracts';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { commonText } from './common-mail-messages.js';
import { guestText } from './guest-mail-messages.js';
import { calendarInvite, icsContentType } from './ics.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl, pageUrl, restaurant } from './restaurant.js';
import { staffText } from './staff-mail-messages.js';

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

/** What a guest reads at each stage, as keys of the guest catalogue. */
const paragraphKeys = {
  requested: ['reservation.requested.received', 'reservation.requested.next'],
  confirmed: ['reservation.confirmed.reserved', 'reservation.confirmed.calendar'],
  cancelled: ['reservation.cancelled.cancelled', 'reservation.cancelled.another'],
} as const;

/** What a guest should know about a table reservation: cancellation, how long the table is held, no-shows. */
const policyKeys = ['policy.reservation.cancellation', 'policy.reservation.tableHeld', 'policy.reservation.noShow'] as const;

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
  const start = startOf(facts);
  const rows: Fact[] = [
    { label: guestText('label.date', locale), value: commonText('value.date', locale, { start }) },
    { label: guestText('label.time', locale), value: commonText('value.time', locale, { start }) },
    { label: guestText('label.guests', locale), value: String(facts.guests) },
    { label: guestText('label.name', locale), value: facts.name },
  ];
  if (hasText(facts.specialRequests)) {
    rows.push({ label: guestText('label.specialRequests', locale), value: facts.specialRequests });
  }

  const doc: MailDocument = {
    locale,
    heading: guestText(`reservation.heading.${stage}`, locale),
    greeting: guestText('greeting', locale, { name: oneLine(facts.name) }),
    paragraphs: paragraphKeys[stage].map((key) => guestText(key, locale)),
    facts: rows,
    ...(stage === 'cancelled'
      ? { action: { label: guestText('reservation.bookAgain', locale), url: pageUrl(context, locale, 'reservations') } }
      : { notes: { title: guestText('notes.title', locale), items: policyKeys.map((key) => guestText(key, locale)) } }),
    closing: [guestText('closing.regards', locale), restaurant.name],
  };

  const mail: OutgoingMail = {
    kind: `reservation.${stage}:guest`,
    to: facts.email,
    subject: oneLine(guestText(`reservation.subject.${stage}`, locale, { start })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
  if (stage === 'confirmed') {
    mail.attachments = [
      {
        filename: guestText('reservation.ics.filename', locale),
        contentType: icsContentType,
        content: calendarInvite({
          id: facts.reservationId,
          stamp: new Date(occurredAt),
          start,
          end: new Date(start.getTime() + reservationHours * 3_600_000),
          summary: guestText('reservation.ics.summary', locale),
          location: `${restaurant.name}, ${restaurant.addressLine}`,
          description: guestText('reservation.ics.description', locale, { guests: facts.guests }),
        }),
      },
    ];
  }
  return mail;
}

/** Staff learn of each new reservation request, in the staff mails' language, with the guest as Reply-To. */
export function reservationStaffMail(facts: ReservationFacts, context: MailContext): OutgoingMail {
  const locale = context.staffLocale;
  const start = startOf(facts);
  const rows: Fact[] = [
    { label: staffText('label.name', locale), value: facts.name },
    { label: staffText('label.email', locale), value: facts.email ?? '–' },
    { label: staffText('label.phone', locale), value: facts.phone },
    { label: staffText('label.date', locale), value: commonText('value.date', locale, { start }) },
    { label: staffText('label.time', locale), value: commonText('value.time', locale, { start }) },
    { label: staffText('label.guests', locale), value: String(facts.guests) },
    { label: staffText('label.language', locale), value: staffText('value.language', locale, { language: facts.locale }) },
  ];
  if (hasText(facts.specialRequests)) {
    rows.push({ label: staffText('label.specialRequests', locale), value: facts.specialRequests });
  }
  const paragraphs = [staffText('reservation.pending', locale)];
  if (facts.guests >= siteConfig.groupBookingsFrom) paragraphs.push(staffText('reservation.largeGroup', locale));
  if (facts.email !== null) paragraphs.push(staffText('replyHint', locale));

  const doc: MailDocument = {
    locale,
    heading: staffText('reservation.heading', locale),
    paragraphs,
    facts: rows,
    action: { label: staffText('openDashboard', locale), url: dashboardUrl(context, 'reservations') },
  };
  return {
    kind: 'reservation.requested:staff',
    to: context.staffEmail,
    ...(facts.email === null ? {} : { replyTo: facts.email }),
    subject: oneLine(staffText('reservation.subject', locale, { name: subjectPart(facts.name), guests: facts.guests, start })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
