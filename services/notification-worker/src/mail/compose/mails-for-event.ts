import {
  contactReceived,
  eventBookingCancelled,
  eventBookingChanged,
  eventBookingConfirmed,
  eventBookingDepositReleased,
  eventBookingDepositReminder,
  eventBookingNoteChanged,
  eventBookingOverdue,
  eventBookingReminder,
  eventBookingRequested,
  eventBookingSeatsChanged,
  eventBookingStillPending,
  feedbackReceived,
  reservationCancelled,
  reservationChanged,
  reservationConfirmed,
  reservationDepositReleased,
  reservationDepositReminder,
  reservationOverdue,
  reservationReminder,
  reservationRequested,
  reservationStillPending,
  personalDataErased,
  personalDataRequested,
  waitlistJoined,
  waitlistOffered,
  type EventEnvelope,
} from '@ristorante/contracts';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { eventBookingGuestMail, eventBookingStaffMail } from './event-booking-mails.js';
import { contactStaffMail, feedbackStaffMail } from './inbox-mails.js';
import { reservationGuestMail, reservationStaffMail } from './reservation-mails.js';
import { privacyGuestMail } from './privacy-mails.js';
import { waitlistGuestMail } from './waitlist-mails.js';

type Compose = (payload: unknown, context: MailContext, occurredAt: string) => OutgoingMail[];

/** A guest who gave no e-mail (a booking staff took by phone) gets none. */
const withAddress = <Facts extends { email: string | null }>(facts: Facts): (Facts & { email: string }) | undefined =>
  facts.email === null ? undefined : { ...facts, email: facts.email };

/**
 * Each event type the worker writes mail for. A payload is parsed with its definition's schema first: one that does
 * not parse throws, and the caller dead-letters the event. New requests go to the guest and to staff; confirmations
 * and cancellations to the guest alone, but what the guest did through their link reaches staff too; inbox messages
 * to staff alone.
 */
const composers = new Map<string, Compose>([
  [
    reservationRequested.type,
    (payload, context, occurredAt) => {
      const facts = reservationRequested.payload.parse(payload);
      const guest = withAddress(facts);
      return [
        ...(guest ? [reservationGuestMail('requested', guest, context, occurredAt)] : []),
        reservationStaffMail(facts, context),
      ];
    },
  ],
  [
    reservationConfirmed.type,
    (payload, context, occurredAt) => {
      const guest = withAddress(reservationConfirmed.payload.parse(payload));
      return guest ? [reservationGuestMail('confirmed', guest, context, occurredAt)] : [];
    },
  ],
  [
    reservationCancelled.type,
    (payload, context, occurredAt) => {
      const { by, hadCalendarEntry, ...facts } = reservationCancelled.payload.parse(payload);
      const guest = withAddress(facts);
      return [
        ...(guest ? [reservationGuestMail('cancelled', guest, context, occurredAt, undefined, hadCalendarEntry)] : []),
        // Staff hear of a cancellation the guest made through their link (docs/decisions.md 113).
        ...(by === 'guest' ? [reservationStaffMail(facts, context, { kind: 'cancelled' })] : []),
      ];
    },
  ],
  [
    reservationChanged.type,
    (payload, context, occurredAt) => {
      const { status, previous, hadCalendarEntry, ...facts } = reservationChanged.payload.parse(payload);
      const guest = withAddress(facts);
      const visitChanged = previous.date !== facts.date || previous.time !== facts.time || previous.guests !== facts.guests;
      return [
        // A note alone changes nothing the guest must be told of; a new date, time or party does (a new request).
        ...(guest && visitChanged
          ? [reservationGuestMail('changed', guest, context, occurredAt, previous, hadCalendarEntry ?? false)]
          : []),
        reservationStaffMail(facts, context, { kind: 'changed', previous, pending: status === 'pending' }),
      ];
    },
  ],
  [
    eventBookingRequested.type,
    (payload, context, occurredAt) => {
      const facts = eventBookingRequested.payload.parse(payload);
      return [eventBookingGuestMail('requested', facts, context, occurredAt), eventBookingStaffMail(facts, context)];
    },
  ],
  [
    eventBookingConfirmed.type,
    (payload, context, occurredAt) => [
      eventBookingGuestMail('confirmed', eventBookingConfirmed.payload.parse(payload), context, occurredAt),
    ],
  ],
  [
    eventBookingCancelled.type,
    (payload, context, occurredAt) => {
      const facts = eventBookingCancelled.payload.parse(payload);
      const news = facts.reason === 'event_deleted' ? 'event_deleted' : 'cancelled';
      return [
        eventBookingGuestMail(news, facts, context, occurredAt, undefined, facts.hadCalendarEntry ?? false),
        ...(facts.reason === 'guest' ? [eventBookingStaffMail(facts, context, { kind: 'cancelled' })] : []),
      ];
    },
  ],
  [
    eventBookingChanged.type,
    (payload, context, occurredAt) => {
      const { status, sequence, previous, ...facts } = eventBookingChanged.payload.parse(payload);
      return [eventBookingGuestMail('changed', facts, context, occurredAt, { status, sequence, previous })];
    },
  ],
  [
    eventBookingNoteChanged.type,
    (payload, context) => {
      const { previous, ...facts } = eventBookingNoteChanged.payload.parse(payload);
      return [eventBookingStaffMail(facts, context, { kind: 'note_changed', previous })];
    },
  ],
  [
    eventBookingSeatsChanged.type,
    (payload, context, occurredAt) => {
      const { previous, hadCalendarEntry, ...facts } = eventBookingSeatsChanged.payload.parse(payload);
      return [
        eventBookingGuestMail('seats_changed', facts, context, occurredAt, undefined, hadCalendarEntry ?? false, previous),
        eventBookingStaffMail(facts, context, { kind: 'seats_changed', previous }),
      ];
    },
  ],
  // The follow-ups (docs/decisions.md 114): staff alerted again, the guest told honestly, the guest reminded.
  [
    reservationOverdue.type,
    (payload, context) => {
      const { pendingSince, ...facts } = reservationOverdue.payload.parse(payload);
      return [reservationStaffMail(facts, context, { kind: 'overdue', pendingSince: new Date(pendingSince) })];
    },
  ],
  [
    reservationStillPending.type,
    (payload, context, occurredAt) => {
      const guest = withAddress(reservationStillPending.payload.parse(payload));
      return guest ? [reservationGuestMail('still_pending', guest, context, occurredAt)] : [];
    },
  ],
  [
    reservationReminder.type,
    (payload, context, occurredAt) => {
      const guest = withAddress(reservationReminder.payload.parse(payload));
      return guest ? [reservationGuestMail('reminder', guest, context, occurredAt)] : [];
    },
  ],
  // A deposit's follow-ups (docs/decisions.md 165): the guest alone, once each.
  [
    reservationDepositReminder.type,
    (payload, context, occurredAt) => {
      const guest = withAddress(reservationDepositReminder.payload.parse(payload));
      return guest ? [reservationGuestMail('deposit_reminder', guest, context, occurredAt)] : [];
    },
  ],
  [
    reservationDepositReleased.type,
    (payload, context, occurredAt) => {
      const guest = withAddress(reservationDepositReleased.payload.parse(payload));
      return guest ? [reservationGuestMail('deposit_released', guest, context, occurredAt)] : [];
    },
  ],
  // An event night's deposit or prepayment (docs/decisions.md 166): the same two, to the guest alone.
  [
    eventBookingDepositReminder.type,
    (payload, context, occurredAt) => [
      eventBookingGuestMail('deposit_reminder', eventBookingDepositReminder.payload.parse(payload), context, occurredAt),
    ],
  ],
  [
    eventBookingDepositReleased.type,
    (payload, context, occurredAt) => [
      eventBookingGuestMail('deposit_released', eventBookingDepositReleased.payload.parse(payload), context, occurredAt),
    ],
  ],
  [
    eventBookingOverdue.type,
    (payload, context) => {
      const { pendingSince, ...facts } = eventBookingOverdue.payload.parse(payload);
      return [eventBookingStaffMail(facts, context, { kind: 'overdue', pendingSince: new Date(pendingSince) })];
    },
  ],
  [
    eventBookingStillPending.type,
    (payload, context, occurredAt) => [
      eventBookingGuestMail('still_pending', eventBookingStillPending.payload.parse(payload), context, occurredAt),
    ],
  ],
  [
    eventBookingReminder.type,
    (payload, context, occurredAt) => [
      eventBookingGuestMail('reminder', eventBookingReminder.payload.parse(payload), context, occurredAt),
    ],
  ],
  // A full slot's waitlist (docs/decisions.md 115): the guest alone.
  [waitlistJoined.type, (payload, context) => [waitlistGuestMail('joined', waitlistJoined.payload.parse(payload), context)]],
  [waitlistOffered.type, (payload, context) => [waitlistGuestMail('offered', waitlistOffered.payload.parse(payload), context)]],
  // A guest's data rights (docs/decisions.md 116): the link to their data, and the erasure's receipt.
  [
    personalDataRequested.type,
    (payload, context) => [privacyGuestMail('requested', personalDataRequested.payload.parse(payload), context)],
  ],
  [
    personalDataErased.type,
    (payload, context) => [privacyGuestMail('erased', personalDataErased.payload.parse(payload), context)],
  ],
  [contactReceived.type, (payload, context) => [contactStaffMail(contactReceived.payload.parse(payload), context)]],
  [feedbackReceived.type, (payload, context) => [feedbackStaffMail(feedbackReceived.payload.parse(payload), context)]],
]);

/** The e-mails one event calls for; none for a type this worker does not write about. */
export function mailsFor(message: EventEnvelope, context: MailContext): OutgoingMail[] {
  const compose = composers.get(message.type);
  // An event booking erased at its guest's request keeps no address (docs/decisions.md 116): no mail to nobody.
  return compose ? compose(message.payload, context, message.occurredAt).filter((mail) => mail.to !== '') : [];
}
