import type { EventBookingFacts, Locale } from '@ristorante/contracts';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { commonText } from './common-mail-messages.js';
import { guestText } from './guest-mail-messages.js';
import { paymentOf } from './deposit-payment.js';
import { calendarInvite, icsCancelContentType, icsContentType } from './ics.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl, manageUrl, pageUrl, restaurant } from './restaurant.js';
import { staffText } from './staff-mail-messages.js';

/**
 * What the guest is told: the three stages, a cancellation because the event itself was deleted, and a change
 * of the event's title or date (docs/decisions.md 97).
 */
export type EventBookingNews =
  | 'requested'
  | 'confirmed'
  | 'cancelled'
  | 'event_deleted'
  | 'changed'
  | 'seats_changed'
  | 'still_pending'
  | 'reminder'
  | 'deposit_reminder'
  | 'deposit_released';

/** What the guest's own change of seats was before (docs/decisions.md 117). */
export interface SeatsBefore {
  guests: number;
  totalAmountCents: number;
}

/** The seats and total before the guest's change: '2 Personen, 90,00 €' (the guest's and staff's mails say it alike). */
const seatsBeforeValue = (before: SeatsBefore, locale: Locale): string =>
  guestText('event.before', locale, { guests: before.guests, total: before.totalAmountCents / 100 });

/** What a change mail adds: what the booking named before, and whether the guest has a calendar entry to update. */
export interface EventChange {
  previous: { eventTitleDe: string; eventTitleEn: string; eventDate: string };
  /** The event's version: the calendar entry's SEQUENCE. */
  sequence: number;
  status: 'pending' | 'confirmed';
}

/** An event is in the guest's calendar for three hours. */
const eventHours = 3;

/** The event's start, checked: a date that names no moment throws (dead letter). */
function startOf(eventDate: string): Date {
  const start = new Date(eventDate);
  if (Number.isNaN(start.getTime())) throw new Error(`event date names no moment: ${JSON.stringify(eventDate)}`);
  return start;
}

/** What a guest reads for each piece of news (a change mail is put together in changeParagraphs). */
const paragraphKeys = {
  requested: ['event.requested.received', 'event.requested.next'],
  confirmed: ['event.confirmed.reserved', 'event.confirmed.calendar'],
  cancelled: ['event.cancelled.cancelled', 'event.cancelled.questions', 'reservation.cancelled.calendar'],
  event_deleted: ['event.event_deleted.cancelled', 'event.event_deleted.apology', 'reservation.cancelled.calendar'],
  changed: ['event.changed.changed'],
  seats_changed: ['event.seats_changed.pending', 'event.seats_changed.calendar'],
  still_pending: ['event.still_pending.sorry', 'followUp.stillPending.next'],
  reminder: ['event.reminder.lookForward', 'followUp.reminder.cannotCome'],
  deposit_reminder: ['event.deposit_reminder.due'],
  deposit_released: ['event.deposit_released.released', 'reservation.deposit_released.paid'],
} as const satisfies Record<EventBookingNews, readonly string[]>;

function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

function titleIn(facts: Pick<EventBookingFacts, 'eventTitleDe' | 'eventTitleEn'>, locale: Locale): string {
  return locale === 'de' ? facts.eventTitleDe : facts.eventTitleEn;
}

/**
 * A paragraph of a guest's mail: asked to pay first, the guest is confirmed when the payment arrives
 * (docs/decisions.md 166), not promised a mail within the confirmation time.
 */
function paragraphOf(key: string, facts: EventBookingFacts): string {
  const payment = facts.deposit && { amount: facts.deposit.amountCents / 100, due: new Date(facts.deposit.dueAt) };
  if (key === 'event.requested.next' && payment)
    return guestText(facts.deposit!.prepayment ? 'event.requested.prepayment' : 'event.requested.deposit', facts.locale, payment);
  return guestText(key as Parameters<typeof guestText>[0], facts.locale, payment ?? {});
}

/** The title, date and time the booking named before a change, where they differ from the new ones. */
function beforeRow(change: EventChange, facts: EventBookingFacts, locale: Locale): Fact {
  const before = startOf(change.previous.eventDate);
  const was = [
    ...(titleIn(change.previous, locale) !== titleIn(facts, locale) ? [titleIn(change.previous, locale)] : []),
    commonText('value.dateTime', locale, { start: before }),
  ];
  return { label: guestText('label.before', locale), value: was.join(' – ') };
}

/** What a change mail says: that something changed, what to do if the new date does not suit, the calendar. */
function changeParagraphs(change: EventChange, facts: EventBookingFacts, withCalendar: boolean): string[] {
  const newDate = change.previous.eventDate !== facts.eventDate;
  const keys = [
    'event.changed.changed',
    newDate ? 'event.changed.newDate' : 'event.changed.questions',
    ...(withCalendar ? ['event.changed.calendar' as const] : []),
  ] as const;
  return keys.map((key) => guestText(key, facts.locale));
}

/** The mail to the guest, in the guest's language, with the event's title in that language. */
export function eventBookingGuestMail(
  news: EventBookingNews,
  facts: EventBookingFacts,
  context: MailContext,
  occurredAt: string,
  change?: EventChange,
  hadCalendarEntry = false,
  seatsBefore?: SeatsBefore,
): OutgoingMail {
  const locale = facts.locale;
  const start = startOf(facts.eventDate);
  const title = titleIn(facts, locale);
  const rows: Fact[] = [
    { label: guestText('label.event', locale), value: title },
    { label: guestText('label.date', locale), value: commonText('value.date', locale, { start }) },
    { label: guestText('label.time', locale), value: commonText('value.time', locale, { start }) },
    ...(change ? [beforeRow(change, facts, locale)] : []),
    { label: guestText('label.guests', locale), value: String(facts.guests) },
    {
      label: guestText('label.total', locale),
      value: commonText('value.total', locale, { total: facts.totalAmountCents / 100 }),
    },
    ...(seatsBefore ? [{ label: guestText('label.before', locale), value: seatsBeforeValue(seatsBefore, locale) }] : []),
    { label: guestText('label.name', locale), value: facts.name },
  ];
  if (hasText(facts.specialRequests)) {
    rows.push({ label: guestText('label.specialRequests', locale), value: facts.specialRequests });
  }
  // What to pay and where, with its GiroCode, while the night's deposit or prepayment is asked for (decision 166).
  const payment =
    facts.deposit && (news === 'requested' || news === 'deposit_reminder') ? paymentOf(facts.deposit, locale) : undefined;
  if (payment) rows.push(...payment.rows);

  const cancelled = news === 'cancelled' || news === 'event_deleted' || news === 'deposit_released';
  // A guest with a calendar entry (a confirmed booking) gets it again: the confirmation's, or an update of it; a
  // cancellation removes it, outranking every version sent (the event's version, docs/decisions.md 97, 113).
  // The guest's own change of seats updates it too, tentative until staff confirm again (117).
  const calendarSequence = cancelled
    ? hadCalendarEntry
      ? (facts.sequence ?? 0) + 1
      : undefined
    : news === 'confirmed' || (news === 'seats_changed' && hadCalendarEntry)
      ? (facts.sequence ?? 0)
      : change?.status === 'confirmed'
        ? change.sequence
        : undefined;
  const doc: MailDocument = {
    locale,
    heading: guestText(`event.heading.${news}`, locale),
    greeting: guestText('greeting', locale, { name: oneLine(facts.name) }),
    paragraphs: change
      ? changeParagraphs(change, facts, calendarSequence !== undefined)
      : paragraphKeys[news]
          .filter((key) => calendarSequence !== undefined || !key.endsWith('.calendar'))
          .map((key) => paragraphOf(key, facts)),
    facts: rows,
    ...(facts.manageToken
      ? { manage: { label: guestText('event.manage', locale), url: manageUrl(context, locale, facts.manageToken) } }
      : {}),
    ...(payment?.image ? { image: payment.image } : {}),
    ...(cancelled
      ? { action: { label: guestText('event.moreEvents', locale), url: pageUrl(context, locale, 'events') } }
      : { notes: { title: guestText('notes.title', locale), items: [guestText('policy.event.cancellation', locale)] } }),
    closing: [guestText('closing.regards', locale), restaurant.name],
  };

  const stage = news === 'event_deleted' ? 'cancelled' : news;
  const mail: OutgoingMail = {
    kind: `event_booking.${stage}:guest`,
    ...(payment?.attachment ? { attachments: [payment.attachment] } : {}),
    to: facts.email,
    subject: oneLine(guestText(`event.subject.${news}`, locale, { title: subjectPart(title, 60), start })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
  if (calendarSequence !== undefined) {
    mail.attachments = [
      ...(mail.attachments ?? []),
      {
        filename: guestText('event.ics.filename', locale),
        contentType: cancelled ? icsCancelContentType : icsContentType,
        content: calendarInvite({
          ...(cancelled ? { method: 'CANCEL' as const } : {}),
          id: facts.bookingId,
          stamp: new Date(occurredAt),
          start,
          end: new Date(start.getTime() + eventHours * 3_600_000),
          summary: guestText('event.ics.summary', locale, { title }),
          location: `${restaurant.name}, ${restaurant.addressLine}`,
          description: guestText('event.ics.description', locale, { guests: facts.guests }),
          sequence: calendarSequence,
          ...(news === 'seats_changed' ? { status: 'TENTATIVE' as const } : {}),
        }),
      },
    ];
  }
  return mail;
}

/** What staff hear of an event booking: a new one, or the guest's own cancellation or note through their link. */
export type EventStaffNews =
  | { kind: 'requested' }
  | { kind: 'overdue'; pendingSince: Date }
  | { kind: 'cancelled' }
  | { kind: 'note_changed'; previous: string | null }
  | { kind: 'seats_changed'; previous: SeatsBefore };

const staffHeadings = {
  requested: ['event.heading', 'event.subject'],
  overdue: ['followUp.overdue.eventHeading', 'followUp.overdue.eventSubject'],
  cancelled: ['guestChange.eventCancelled.heading', 'guestChange.eventCancelled.subject'],
  note_changed: ['guestChange.eventNote.heading', 'guestChange.eventNote.subject'],
  seats_changed: ['guestChange.eventSeats.heading', 'guestChange.eventSeats.subject'],
} as const;

/**
 * Staff learn of each new event booking and of a guest's own change (docs/decisions.md 113), in the staff mails'
 * language (the event's title in it too), with the guest as Reply-To.
 */
export function eventBookingStaffMail(
  facts: EventBookingFacts,
  context: MailContext,
  news: EventStaffNews = { kind: 'requested' },
): OutgoingMail {
  const locale = context.staffLocale;
  const start = startOf(facts.eventDate);
  const title = titleIn(facts, locale);
  const rows: Fact[] = [
    { label: staffText('label.event', locale), value: title },
    { label: staffText('label.date', locale), value: commonText('value.date', locale, { start }) },
    { label: staffText('label.time', locale), value: commonText('value.time', locale, { start }) },
    { label: staffText('label.guests', locale), value: String(facts.guests) },
    {
      label: staffText('label.total', locale),
      value: commonText('value.total', locale, { total: facts.totalAmountCents / 100 }),
    },
    { label: staffText('label.name', locale), value: facts.name },
    { label: staffText('label.email', locale), value: facts.email },
    { label: staffText('label.phone', locale), value: facts.phone },
    { label: staffText('label.language', locale), value: staffText('value.language', locale, { language: facts.locale }) },
  ];
  if (hasText(facts.specialRequests)) {
    rows.push({ label: staffText('label.specialRequests', locale), value: facts.specialRequests });
  }
  if (news.kind === 'note_changed') {
    rows.push({ label: staffText('label.before', locale), value: news.previous ?? '–' });
  }
  if (news.kind === 'seats_changed') {
    rows.push({ label: staffText('label.before', locale), value: seatsBeforeValue(news.previous, locale) });
  }

  const [heading, subject] = staffHeadings[news.kind];
  const doc: MailDocument = {
    locale,
    heading: staffText(heading, locale),
    paragraphs: [
      news.kind === 'requested'
        ? // It waits on the guest's money, confirmed by marking it (docs/decisions.md 166).
          facts.deposit
          ? staffText('event.awaitingDeposit', locale, {
              amount: facts.deposit.amountCents / 100,
              due: new Date(facts.deposit.dueAt),
            })
          : staffText('event.pending', locale)
        : news.kind === 'overdue'
          ? staffText('followUp.overdue.waiting', locale, { since: news.pendingSince })
          : staffText('guestChange.byLink', locale),
      ...(news.kind === 'seats_changed' ? [staffText('guestChange.eventSeats.pending', locale)] : []),
      staffText('replyHint', locale),
    ],
    facts: rows,
    action: { label: staffText('openDashboard', locale), url: dashboardUrl(context, 'bookings') },
  };
  return {
    kind: `event_booking.${news.kind}:staff`,
    to: context.staffEmail,
    replyTo: facts.email,
    subject: oneLine(
      staffText(subject, locale, {
        name: subjectPart(facts.name),
        guests: facts.guests,
        title: subjectPart(title, 60),
        start,
      }),
    ),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
