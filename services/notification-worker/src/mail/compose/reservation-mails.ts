import { berlinLocalToInstant, siteConfig, type ReservationFacts } from '@ristorante/contracts';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { commonText } from './common-mail-messages.js';
import { guestText } from './guest-mail-messages.js';
import { paymentOf } from './deposit-payment.js';
import { calendarInvite, icsCancelContentType, icsContentType } from './ics.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl, manageUrl, pageUrl, restaurant } from './restaurant.js';
import { staffText } from './staff-mail-messages.js';

export type BookingStage =
  'requested' | 'confirmed' | 'cancelled' | 'changed' | 'still_pending' | 'reminder' | 'deposit_reminder' | 'deposit_released';

/** The stages whose mail carries the calendar entry: added, updated or removed (docs/decisions.md 113). */
const calendarStages: ReadonlySet<BookingStage> = new Set(['confirmed', 'cancelled', 'changed']);

/** What the guest changed through their link (docs/decisions.md 113): what it was before. */
export type ReservationChange = Pick<ReservationFacts, 'date' | 'time' | 'guests'>;

/** A table is booked for two hours in the guest's calendar. */
const reservationHours = 2;

/** The reservation's Berlin date and time, checked: a date or time that names no moment throws (dead letter). */
function startOf(facts: Pick<ReservationFacts, 'date' | 'time'>): Date {
  if (!/^\d{2}:\d{2}$/.test(facts.time)) throw new Error(`reservation time is not HH:mm: ${JSON.stringify(facts.time)}`);
  const start = berlinLocalToInstant(`${facts.date}T${facts.time}`);
  if (!start) throw new Error(`reservation date/time names no moment: ${JSON.stringify(`${facts.date} ${facts.time}`)}`);
  return start;
}

/** What a guest reads at each stage, as keys of the guest catalogue. */
const paragraphKeys = {
  requested: ['reservation.requested.received', 'reservation.requested.next'],
  confirmed: ['reservation.confirmed.reserved', 'reservation.confirmed.calendar'],
  cancelled: ['reservation.cancelled.cancelled', 'reservation.cancelled.another', 'reservation.cancelled.calendar'],
  changed: ['reservation.changed.pending', 'reservation.changed.calendar'],
  still_pending: ['reservation.still_pending.sorry', 'followUp.stillPending.next'],
  reminder: ['reservation.reminder.lookForward', 'followUp.reminder.cannotCome'],
  deposit_reminder: ['reservation.deposit_reminder.due'],
  deposit_released: ['reservation.deposit_released.released', 'reservation.deposit_released.paid'],
} as const;

/** What a guest should know about a table reservation: cancellation, how long the table is held, no-shows. */
const policyKeys = ['policy.reservation.cancellation', 'policy.reservation.tableHeld', 'policy.reservation.noShow'] as const;

/** What a changed reservation was: '24.12.2026, 19:00 Uhr, 2 Personen' (the guest's and staff's texts say it alike). */
function beforeValue(previous: ReservationChange, locale: ReservationFacts['locale']): string {
  return guestText('reservation.before', locale, { start: startOf(previous), guests: previous.guests });
}

function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** A paragraph of a guest's mail: a deposit's and the no-show rule's words in place of the usual promise. */
function paragraphOf(key: string, facts: ReservationFacts): string {
  const locale = facts.locale;
  const deposit = facts.deposit && { amount: facts.deposit.amountCents / 100, due: new Date(facts.deposit.dueAt) };
  if (key === 'reservation.requested.next') {
    // Asked to pay a deposit, the guest is confirmed when it arrives (docs/decisions.md 165); asked for a call by the
    // no-show rule, they are told so, not promised a mail (164).
    if (deposit) return guestText('reservation.requested.deposit', locale, deposit);
    if (facts.confirmByPhone) return guestText('reservation.requested.callFirst', locale, { phone: facts.phone });
  }
  return guestText(key as Parameters<typeof guestText>[0], locale, deposit ?? {});
}

/** The mail to the guest at each stage, in the guest's language. */
export function reservationGuestMail(
  stage: BookingStage,
  facts: ReservationFacts & { email: string },
  context: MailContext,
  occurredAt: string,
  previous?: ReservationChange,
  hadCalendarEntry = false,
): OutgoingMail {
  const locale = facts.locale;
  const start = startOf(facts);
  // The confirmation adds the calendar entry; a change updates it and a cancellation removes it, for a guest who has
  // one (docs/decisions.md 113).
  const calendar = stage === 'confirmed' || (calendarStages.has(stage) && hadCalendarEntry);
  const rows: Fact[] = [
    { label: guestText('label.date', locale), value: commonText('value.date', locale, { start }) },
    { label: guestText('label.time', locale), value: commonText('value.time', locale, { start }) },
    { label: guestText('label.guests', locale), value: String(facts.guests) },
    ...(previous ? [{ label: guestText('label.before', locale), value: beforeValue(previous, locale) }] : []),
    { label: guestText('label.name', locale), value: facts.name },
  ];
  if (hasText(facts.specialRequests)) {
    rows.push({ label: guestText('label.specialRequests', locale), value: facts.specialRequests });
  }
  // What to pay and where, with its GiroCode, while a deposit is asked for (docs/decisions.md 165).
  const payment =
    facts.deposit && (stage === 'requested' || stage === 'deposit_reminder') ? paymentOf(facts.deposit, locale) : undefined;
  if (payment) rows.push(...payment.rows);

  const doc: MailDocument = {
    locale,
    heading: guestText(`reservation.heading.${stage}`, locale),
    greeting: guestText('greeting', locale, { name: oneLine(facts.name) }),
    paragraphs: paragraphKeys[stage]
      .filter((key) => calendar || !key.endsWith('.calendar'))
      .map((key) => paragraphOf(key, facts)),
    facts: rows,
    ...(facts.manageToken
      ? { manage: { label: guestText('reservation.manage', locale), url: manageUrl(context, locale, facts.manageToken) } }
      : {}),
    ...(payment?.image ? { image: payment.image } : {}),
    ...(stage === 'cancelled' || stage === 'deposit_released'
      ? { action: { label: guestText('reservation.bookAgain', locale), url: pageUrl(context, locale, 'reservations') } }
      : { notes: { title: guestText('notes.title', locale), items: policyKeys.map((key) => guestText(key, locale)) } }),
    closing: [guestText('closing.regards', locale), restaurant.name],
  };

  const mail: OutgoingMail = {
    kind: `reservation.${stage}:guest`,
    ...(payment?.attachment ? { attachments: [payment.attachment] } : {}),
    to: facts.email,
    subject: oneLine(guestText(`reservation.subject.${stage}`, locale, { start })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
  // The calendar entry: added on confirmation, updated (tentative) by a change, removed by a cancellation; one UID,
  // each version with a higher SEQUENCE (docs/decisions.md 113).
  if (calendar) {
    const cancel = stage === 'cancelled';
    mail.attachments = [
      ...(mail.attachments ?? []),
      {
        filename: guestText('reservation.ics.filename', locale),
        contentType: cancel ? icsCancelContentType : icsContentType,
        content: calendarInvite({
          sequence: facts.sequence ?? 0,
          ...(cancel ? { method: 'CANCEL' as const } : {}),
          ...(stage === 'changed' ? { status: 'TENTATIVE' as const } : {}),
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

/**
 * What staff hear of a reservation: a new request, or the guest's own change or cancellation through their link
 * (docs/decisions.md 113: staff see who changed what).
 */
export type StaffNews =
  | { kind: 'requested' }
  | { kind: 'overdue'; pendingSince: Date }
  | { kind: 'changed'; previous: ReservationChange; pending: boolean }
  | { kind: 'cancelled' };

const staffHeadings = {
  requested: ['reservation.heading', 'reservation.subject'],
  overdue: ['followUp.overdue.reservationHeading', 'followUp.overdue.reservationSubject'],
  changed: ['guestChange.reservationChanged.heading', 'guestChange.reservationChanged.subject'],
  cancelled: ['guestChange.reservationCancelled.heading', 'guestChange.reservationCancelled.subject'],
} as const;

/**
 * What a new request waits on, as staff read it: the guest's deposit, which staff confirm it by marking received
 * (docs/decisions.md 165), or staff's call, which the no-show rule told the guest to expect (164); else staff's
 * confirmation within the time the guest was promised. Neither of the first two was promised a mail in that time.
 */
function requestWaitsOn(facts: ReservationFacts, locale: MailContext['staffLocale']): string {
  if (facts.deposit) {
    return staffText('reservation.awaitingDeposit', locale, {
      amount: facts.deposit.amountCents / 100,
      due: new Date(facts.deposit.dueAt),
    });
  }
  return staffText(facts.confirmByPhone ? 'reservation.awaitingCall' : 'reservation.pending', locale);
}

/** Staff learn of each new reservation request, and of a guest's change, in the staff mails' language, with the guest as Reply-To. */
export function reservationStaffMail(
  facts: ReservationFacts,
  context: MailContext,
  news: StaffNews = { kind: 'requested' },
): OutgoingMail {
  const locale = context.staffLocale;
  const start = startOf(facts);
  const rows: Fact[] = [
    { label: staffText('label.name', locale), value: facts.name },
    { label: staffText('label.email', locale), value: facts.email ?? '–' },
    { label: staffText('label.phone', locale), value: facts.phone },
    { label: staffText('label.date', locale), value: commonText('value.date', locale, { start }) },
    { label: staffText('label.time', locale), value: commonText('value.time', locale, { start }) },
    { label: staffText('label.guests', locale), value: String(facts.guests) },
    ...(news.kind === 'changed' ? [{ label: staffText('label.before', locale), value: beforeValue(news.previous, locale) }] : []),
    { label: staffText('label.language', locale), value: staffText('value.language', locale, { language: facts.locale }) },
  ];
  if (hasText(facts.specialRequests)) {
    rows.push({ label: staffText('label.specialRequests', locale), value: facts.specialRequests });
  }
  const paragraphs =
    news.kind === 'requested'
      ? [requestWaitsOn(facts, locale)]
      : news.kind === 'overdue'
        ? [staffText('followUp.overdue.waiting', locale, { since: news.pendingSince })]
        : [
            staffText('guestChange.byLink', locale),
            ...(news.kind === 'changed'
              ? [staffText(news.pending ? 'guestChange.reservationChanged.pending' : 'guestChange.noteChanged', locale)]
              : []),
          ];
  if (news.kind === 'requested' && facts.confirmByPhone) paragraphs.push(staffText('reservation.callFirst', locale));
  if (news.kind !== 'cancelled' && facts.guests >= siteConfig.groupBookingsFrom) {
    paragraphs.push(staffText('reservation.largeGroup', locale));
  }
  if (facts.email !== null) paragraphs.push(staffText('replyHint', locale));

  const [heading, subject] = staffHeadings[news.kind];
  const doc: MailDocument = {
    locale,
    heading: staffText(heading, locale),
    paragraphs,
    facts: rows,
    action: { label: staffText('openDashboard', locale), url: dashboardUrl(context, 'reservations') },
  };
  return {
    kind: `reservation.${news.kind}:staff`,
    to: context.staffEmail,
    ...(facts.email === null ? {} : { replyTo: facts.email }),
    subject: oneLine(staffText(subject, locale, { name: subjectPart(facts.name), guests: facts.guests, start })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
