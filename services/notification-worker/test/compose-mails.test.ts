import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventBookingFacts, EventEnvelope, ReservationFacts } from '@ristorante/contracts';
import { scannedQrCode } from './support/scanned-qr-code.js';
import { mailsFor } from '../src/mail/compose/mails-for-event.js';
import { foldIcsLine } from '../src/mail/compose/ics.js';
import type { MailContext, OutgoingMail } from '../src/mail/outgoing-mail.js';

const context: MailContext = {
  siteUrl: 'https://trattoria-lasosta.de',
  staffEmail: 'team@trattoria-lasosta.de',
  staffLocale: 'de',
};

const envelope = (type: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  payload,
});

const reservation = (overrides: Partial<ReservationFacts> = {}): ReservationFacts => ({
  reservationId: randomUUID(),
  name: 'Anna Schmidt',
  email: 'anna@example.com',
  phone: '+49 170 1234567',
  date: '2026-12-04',
  time: '19:30',
  guests: 4,
  specialRequests: 'Ein Kinderstuhl, bitte',
  locale: 'de',
  ...overrides,
});

/** 4 December 2026, 19:00 in Berlin (winter time, UTC+1). */
const eventBooking = (overrides: Partial<EventBookingFacts> = {}): EventBookingFacts => ({
  bookingId: randomUUID(),
  eventId: randomUUID(),
  eventTitleDe: 'Toskanischer Weinabend',
  eventTitleEn: 'Tuscan Wine Evening',
  eventDate: '2026-12-04T18:00:00.000Z',
  name: 'Anna Schmidt',
  email: 'anna@example.com',
  phone: '+49 170 1234567',
  guests: 2,
  totalAmountCents: 9800,
  specialRequests: 'Vegetarisch',
  locale: 'de',
  ...overrides,
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  messageId: randomUUID(),
  name: 'Carla Rossi',
  email: 'carla@example.com',
  subject: 'Geburtstagsfeier',
  message: 'Hallo,\nkönnen wir am Samstag mit 20 Personen feiern?',
  locale: 'en',
  ...overrides,
});

const feedback = (overrides: Record<string, unknown> = {}) => ({
  feedbackId: randomUUID(),
  name: 'Dieter Braun',
  email: 'dieter@example.com',
  rating: 4,
  experience: 'Die Pasta war hervorragend.',
  suggestions: 'Mehr vegane Gerichte',
  consentToPublish: true,
  locale: 'de',
  ...overrides,
});

/** The one mail of a kind among those an event produced. */
function mailOf(mails: OutgoingMail[], kind: string): OutgoingMail {
  const found = mails.filter((mail) => mail.kind === kind);
  expect(found, `exactly one ${kind} mail`).toHaveLength(1);
  return found[0]!;
}

function expectInBoth(mail: OutgoingMail, ...snippets: string[]) {
  for (const snippet of snippets) {
    expect(mail.text, `text contains ${snippet}`).toContain(snippet);
    expect(mail.html, `html contains ${snippet}`).toContain(snippet);
  }
}

const restaurantDe = ['Trattoria La Sosta', 'Kastanienallee 42', '10435 Berlin', '+49 30 1234 5678'];
const restaurantEn = restaurantDe;
const reservationPolicyDe = [
  'Kostenlose Stornierung bis 2 Stunden vor Ihrer Reservierung',
  'Wir halten Ihren Tisch 15 Minuten nach der reservierten Zeit',
];
const reservationPolicyEn = [
  'Free cancellation up to 2 hours before your reservation',
  'We hold your table for 15 minutes past your reservation time',
];

/** The calendar file's lines, unfolded, as [name, value] pairs. */
function icsProperties(content: string): Array<[string, string]> {
  return content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

function icsValue(content: string, name: string): string | undefined {
  return icsProperties(content).find(([key]) => key === name)?.[1];
}

function unescapeIcs(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

function expectWellFormedIcs(content: string) {
  expect(content.endsWith('\r\n')).toBe(true);
  expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of content.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const names = icsProperties(content).map(([name]) => name);
  expect(names[0]).toBe('BEGIN');
  expect(icsValue(content, 'METHOD')).toBe('PUBLISH');
  expect(
    icsProperties(content)
      .filter(([name]) => name === 'BEGIN')
      .map(([, value]) => value),
  ).toEqual(['VCALENDAR', 'VEVENT']);
}

describe('table reservation mails', () => {
  it('a new request: the German guest hears it is pending, staff get the facts and a dashboard link', () => {
    const facts = reservation();
    const mails = mailsFor(envelope('reservation.requested', facts), context);
    expect(mails).toHaveLength(2);

    const guest = mailOf(mails, 'reservation.requested:guest');
    expect(guest.to).toBe('anna@example.com');
    expect(guest.replyTo).toBeUndefined();
    expect(guest.subject).toBe('Ihre Reservierungsanfrage für den 04.12.2026 um 19:30 Uhr ist eingegangen');
    expectInBoth(
      guest,
      'Guten Tag Anna Schmidt',
      'Freitag, 4. Dezember 2026',
      '19:30 Uhr',
      'Personen',
      'Ein Kinderstuhl, bitte',
      'innerhalb von 30 Minuten',
      'noch nicht bestätigt',
      ...reservationPolicyDe,
      ...restaurantDe,
    );
    expect(guest.text).toMatch(/Personen:\s+4\n/);
    expect(guest.attachments).toBeUndefined();

    const staff = mailOf(mails, 'reservation.requested:staff');
    expect(staff.to).toBe(context.staffEmail);
    expect(staff.replyTo).toBe('anna@example.com');
    expect(staff.subject).toBe('Neue Reservierung: Anna Schmidt, 4 Personen, 04.12.2026 19:30');
    expectInBoth(
      staff,
      'https://trattoria-lasosta.de/de/admin/dashboard?tab=reservations',
      'anna@example.com',
      '+49 170 1234567',
      'Freitag, 4. Dezember 2026',
      '19:30 Uhr',
      'Ein Kinderstuhl, bitte',
      'Deutsch',
    );
  });

  it('a new request in English: the guest mail is English, staff still read German', () => {
    const mails = mailsFor(envelope('reservation.requested', reservation({ locale: 'en', guests: 1 })), context);
    const guest = mailOf(mails, 'reservation.requested:guest');
    expect(guest.subject).toBe('We have received your reservation request for 4 December 2026 at 19:30');
    expectInBoth(
      guest,
      'Dear Anna Schmidt',
      'Friday, 4 December 2026',
      '19:30',
      'Guests',
      'within 30 minutes',
      ...reservationPolicyEn,
      ...restaurantEn,
      'Germany',
    );
    expect(guest.text).not.toContain('Uhr');
    expect(guest.html).toContain('<html lang="en">');
    const staff = mailOf(mails, 'reservation.requested:staff');
    expect(staff.subject).toBe('Neue Reservierung: Anna Schmidt, 1 Person, 04.12.2026 19:30');
    expectInBoth(staff, 'Englisch');
  });

  it('a guest the no-show rule asks staff to call is told politely they will be called, and staff are told to call', () => {
    for (const [locale, words] of [
      ['de', 'rufen wir Sie in Kürze unter +49 170 1234567 an'],
      ['en', 'we will give you a call at +49 170 1234567 shortly'],
    ] as const) {
      const mails = mailsFor(envelope('reservation.requested', reservation({ locale, confirmByPhone: true })), context);
      const guest = mailOf(mails, 'reservation.requested:guest');
      expectInBoth(guest, words);
      expect(guest.text).not.toMatch(/within 30 minutes|innerhalb von 30 Minuten/);
      const staff = mailOf(mails, 'reservation.requested:staff');
      expectInBoth(staff, 'wartet auf Ihren Anruf', 'Bitte rufen Sie ihn an');
      // The guest was promised a call, not a confirmation in the usual time: staff are not told otherwise.
      expect(staff.text).not.toContain('innerhalb von 30 Minuten');
    }
    const plain = mailOf(mailsFor(envelope('reservation.requested', reservation()), context), 'reservation.requested:staff');
    expect(plain.text).not.toContain('rufen Sie ihn an');
    expectInBoth(plain, 'Dem Gast wurde eine Bestätigung innerhalb von 30 Minuten zugesagt.');
    const english = { ...context, staffLocale: 'en' as const };
    const called = mailsFor(envelope('reservation.requested', reservation({ confirmByPhone: true })), english);
    expectInBoth(mailOf(called, 'reservation.requested:staff'), 'waiting for your call', 'please call them');
    expect(mailOf(called, 'reservation.requested:staff').text).not.toContain('within 30 minutes');
  });

  it('staff are told to confirm a large group personally', () => {
    const mails = mailsFor(envelope('reservation.requested', reservation({ guests: 15 })), context);
    expectInBoth(mailOf(mails, 'reservation.requested:staff'), 'Große Gruppe');
  });

  it('a confirmation goes to the guest alone, in German and in English, with a calendar invite', () => {
    const de = mailsFor(envelope('reservation.confirmed', reservation()), context);
    expect(de).toHaveLength(1);
    const guestDe = mailOf(de, 'reservation.confirmed:guest');
    expect(guestDe.to).toBe('anna@example.com');
    expect(guestDe.subject).toBe('Ihre Reservierung am 04.12.2026 um 19:30 Uhr ist bestätigt');
    expectInBoth(guestDe, 'Freitag, 4. Dezember 2026', '19:30 Uhr', 'bestätigen', ...reservationPolicyDe, ...restaurantDe);
    expect(guestDe.attachments).toHaveLength(1);
    expect(guestDe.attachments![0]!.filename).toBe('reservierung.ics');
    expect(guestDe.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');

    const en = mailsFor(envelope('reservation.confirmed', reservation({ locale: 'en' })), context);
    expect(en).toHaveLength(1);
    const guestEn = mailOf(en, 'reservation.confirmed:guest');
    expect(guestEn.subject).toBe('Your reservation on 4 December 2026 at 19:30 is confirmed');
    expectInBoth(guestEn, 'Friday, 4 December 2026', 'confirm', ...reservationPolicyEn, ...restaurantEn);
    expect(guestEn.attachments![0]!.filename).toBe('reservation.ics');
  });

  it('a cancellation by staff goes to the guest alone, with a calendar cancellation and a way to book again', () => {
    const de = mailsFor(envelope('reservation.cancelled', { ...reservation(), hadCalendarEntry: true }), context);
    expect(de).toHaveLength(1);
    const guestDe = mailOf(de, 'reservation.cancelled:guest');
    expect(guestDe.to).toBe('anna@example.com');
    expect(guestDe.subject).toBe('Ihre Reservierung am 04.12.2026 um 19:30 Uhr wurde storniert');
    expectInBoth(guestDe, 'storniert', 'Freitag, 4. Dezember 2026', '19:30 Uhr', ...restaurantDe);
    expectInBoth(guestDe, 'https://trattoria-lasosta.de/de/reservations');
    // It removes the entry the confirmation added: same UID, METHOD:CANCEL (docs/decisions.md 113).
    expect(guestDe.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(icsValue(guestDe.attachments![0]!.content.toString(), 'METHOD')).toBe('CANCEL');
    expect(guestDe.attachments![0]!.content.toString()).toContain(
      '\r\nORGANIZER;CN="Trattoria La Sosta":mailto:info@trattoria-lasosta.de\r\n',
    );
    // A request never confirmed is in no calendar: its cancellation carries nothing to remove, and says nothing of it.
    const [never] = mailsFor(envelope('reservation.cancelled', { ...reservation(), hadCalendarEntry: false }), context);
    expect(never!.attachments).toBeUndefined();
    expect(never!.text).not.toContain('Kalender');

    const en = mailsFor(envelope('reservation.cancelled', reservation({ locale: 'en' })), context);
    const guestEn = mailOf(en, 'reservation.cancelled:guest');
    expect(guestEn.subject).toBe('Your reservation on 4 December 2026 at 19:30 has been cancelled');
    expectInBoth(guestEn, 'cancelled', 'Friday, 4 December 2026', ...restaurantEn);
  });

  it('a guest who gave no e-mail (a booking taken by phone) gets none at any stage', () => {
    for (const type of ['reservation.confirmed', 'reservation.cancelled']) {
      expect(mailsFor(envelope(type, reservation({ email: null })), context)).toEqual([]);
    }
  });

  it('a request without a guest e-mail still reaches staff, without a Reply-To or a promise that replies reach the guest', () => {
    const mails = mailsFor(envelope('reservation.requested', reservation({ email: null })), context);
    expect(mails.map((mail) => mail.kind)).toEqual(['reservation.requested:staff']);
    expect(mails[0]!.replyTo).toBeUndefined();
    expect(mails[0]!.text).not.toContain('direkt an den Gast');
  });

  it('leaves special requests out when there are none', () => {
    const [guest] = mailsFor(envelope('reservation.confirmed', reservation({ specialRequests: null })), context);
    expect(guest!.text).not.toContain('Besondere Wünsche');
    const [blank] = mailsFor(envelope('reservation.confirmed', reservation({ specialRequests: '  ' })), context);
    expect(blank!.html).not.toContain('Besondere Wünsche');
  });
});

describe('event booking mails', () => {
  it('a new booking in German: pending mail with the German title and total; staff mail with the bookings tab', () => {
    const mails = mailsFor(envelope('event_booking.requested', eventBooking()), context);
    expect(mails).toHaveLength(2);

    const guest = mailOf(mails, 'event_booking.requested:guest');
    expect(guest.to).toBe('anna@example.com');
    expect(guest.subject).toBe('Ihre Buchung für „Toskanischer Weinabend“ am 04.12.2026 um 19:00 Uhr ist eingegangen');
    expectInBoth(
      guest,
      'Toskanischer Weinabend',
      'Freitag, 4. Dezember 2026',
      '19:00 Uhr',
      '98,00\u00a0€',
      'Vegetarisch',
      'innerhalb von 30 Minuten',
      'Kostenlose Stornierung bis 2 Stunden vor Beginn der Veranstaltung',
      ...restaurantDe,
    );
    expect(guest.text).not.toContain('Tuscan Wine Evening');
    expect(guest.text).toMatch(/Personen:\s+2\n/);

    const staff = mailOf(mails, 'event_booking.requested:staff');
    expect(staff.to).toBe(context.staffEmail);
    expect(staff.replyTo).toBe('anna@example.com');
    expect(staff.subject).toBe('Neue Eventbuchung: Anna Schmidt, 2 Personen, „Toskanischer Weinabend“, 04.12.2026 19:00');
    expectInBoth(
      staff,
      'https://trattoria-lasosta.de/de/admin/dashboard?tab=bookings',
      'Toskanischer Weinabend',
      '98,00\u00a0€',
      '+49 170 1234567',
      'Vegetarisch',
    );
  });

  it('a new booking in English: the English title and the total in English form', () => {
    const mails = mailsFor(
      envelope('event_booking.requested', eventBooking({ locale: 'en', totalAmountCents: 123456 })),
      context,
    );
    const guest = mailOf(mails, 'event_booking.requested:guest');
    expect(guest.subject).toBe('We have received your booking for "Tuscan Wine Evening" on 4 December 2026 at 19:00');
    expectInBoth(
      guest,
      'Tuscan Wine Evening',
      'Friday, 4 December 2026',
      '19:00',
      '€1,234.56',
      'within 30 minutes',
      'Free cancellation up to 2 hours before the event starts',
      ...restaurantEn,
    );
    expect(guest.text).not.toContain('Toskanischer Weinabend');
    expect(guest.html).toContain('Tuscan Wine Evening');
    expectInBoth(mailOf(mails, 'event_booking.requested:staff'), '1.234,56\u00a0€', 'Toskanischer Weinabend');
  });

  it('a confirmation goes to the guest alone with a calendar invite, in both languages', () => {
    const de = mailsFor(envelope('event_booking.confirmed', eventBooking()), context);
    expect(de).toHaveLength(1);
    const guestDe = mailOf(de, 'event_booking.confirmed:guest');
    expect(guestDe.subject).toBe('Ihre Buchung für „Toskanischer Weinabend“ am 04.12.2026 um 19:00 Uhr ist bestätigt');
    expectInBoth(guestDe, 'Toskanischer Weinabend', 'Freitag, 4. Dezember 2026', '19:00 Uhr', '98,00\u00a0€', ...restaurantDe);
    expect(guestDe.attachments![0]!.filename).toBe('veranstaltung.ics');
    expect(guestDe.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');

    const en = mailsFor(envelope('event_booking.confirmed', eventBooking({ locale: 'en' })), context);
    const guestEn = mailOf(en, 'event_booking.confirmed:guest');
    expect(guestEn.subject).toBe('Your booking for "Tuscan Wine Evening" on 4 December 2026 at 19:00 is confirmed');
    expectInBoth(guestEn, 'Tuscan Wine Evening', '€98.00', ...restaurantEn);
    expect(guestEn.attachments![0]!.filename).toBe('event.ics');
  });

  it('a change of the event tells the guest the new date beside the old, and updates a confirmed guest’s calendar entry', () => {
    const facts = eventBooking({ eventDate: '2026-12-11T18:00:00.000Z' });
    const change = {
      ...facts,
      status: 'confirmed',
      sequence: 3,
      previous: { eventTitleDe: facts.eventTitleDe, eventTitleEn: facts.eventTitleEn, eventDate: '2026-12-04T18:00:00.000Z' },
    };
    const message = envelope('event_booking.changed', change);
    const mails = mailsFor(message, context);
    expect(mails).toHaveLength(1);
    const guest = mailOf(mails, 'event_booking.changed:guest');
    expect(guest.subject).toBe('Geänderte Angaben zu Ihrer Buchung: „Toskanischer Weinabend“ am 11.12.2026 um 19:00 Uhr');
    expectInBoth(
      guest,
      'Die Veranstaltung hat sich geändert',
      'Freitag, 11. Dezember 2026',
      'Bisher',
      'Freitag, 4. Dezember 2026',
    );
    expectInBoth(guest, 'ersetzt den bisherigen');
    const ics = guest.attachments![0]!.content.toString();
    expectWellFormedIcs(ics);
    // The confirmation's entry, updated: same UID, higher SEQUENCE, the new start.
    const confirmed = eventBooking({ bookingId: facts.bookingId });
    const confirmation = mailsFor(
      envelope('event_booking.confirmed', confirmed),
      context,
    )[0]!.attachments![0]!.content.toString();
    expect(icsValue(ics, 'UID')).toBe(icsValue(confirmation, 'UID'));
    expect(icsValue(confirmation, 'SEQUENCE')).toBe('0');
    expect(icsValue(ics, 'SEQUENCE')).toBe('3');
    expect(icsValue(ics, 'DTSTART')).toBe('20261211T180000Z');

    // A pending booking has no calendar entry yet: told in English, without one.
    const pending = mailsFor(envelope('event_booking.changed', { ...change, status: 'pending', locale: 'en' }), context);
    const guestEn = mailOf(pending, 'event_booking.changed:guest');
    expect(guestEn.subject).toBe('Your booking has changed: "Tuscan Wine Evening" on 11 December 2026 at 19:00');
    expectInBoth(guestEn, 'The event has changed', 'Before', 'Friday, 4 December 2026');
    expect(guestEn.attachments).toBeUndefined();
  });

  it('a cancellation by staff and one because the event was deleted say different things', () => {
    for (const locale of ['de', 'en'] as const) {
      const [byStaff, ...restStaff] = mailsFor(
        envelope('event_booking.cancelled', { ...eventBooking({ locale }), reason: 'staff', hadCalendarEntry: true }),
        context,
      );
      const [deleted, ...restDeleted] = mailsFor(
        envelope('event_booking.cancelled', { ...eventBooking({ locale }), reason: 'event_deleted', hadCalendarEntry: true }),
        context,
      );
      expect(restStaff).toEqual([]);
      expect(restDeleted).toEqual([]);
      expect(byStaff!.kind).toBe('event_booking.cancelled:guest');
      expect(deleted!.kind).toBe('event_booking.cancelled:guest');
      expect(byStaff!.to).toBe('anna@example.com');
      expect(deleted!.to).toBe('anna@example.com');
      expect(byStaff!.subject).not.toBe(deleted!.subject);
      expect(byStaff!.text).not.toBe(deleted!.text);
      // Each removes the calendar entry, outranking the event's version the entry had (docs/decisions.md 113).
      for (const mail of [byStaff!, deleted!]) {
        expect(icsValue(mail.attachments![0]!.content.toString(), 'METHOD')).toBe('CANCEL');
        expect(icsValue(mail.attachments![0]!.content.toString(), 'STATUS')).toBe('CANCELLED');
      }
      expectInBoth(deleted!, ...restaurantDe, `https://trattoria-lasosta.de/${locale}/events`);
    }
    const [staffDe] = mailsFor(envelope('event_booking.cancelled', { ...eventBooking(), reason: 'staff' }), context);
    expect(staffDe!.subject).toBe('Ihre Buchung für „Toskanischer Weinabend“ am 04.12.2026 um 19:00 Uhr wurde storniert');
    const [deletedDe] = mailsFor(envelope('event_booking.cancelled', { ...eventBooking(), reason: 'event_deleted' }), context);
    expect(deletedDe!.subject).toBe('Die Veranstaltung „Toskanischer Weinabend“ am 04.12.2026 um 19:00 Uhr wurde abgesagt');
    expectInBoth(deletedDe!, 'abgesagt', 'nicht wie geplant stattfindet', 'Toskanischer Weinabend', 'Freitag, 4. Dezember 2026');
    const [deletedEn] = mailsFor(
      envelope('event_booking.cancelled', { ...eventBooking({ locale: 'en' }), reason: 'event_deleted' }),
      context,
    );
    expect(deletedEn!.subject).toBe('The event "Tuscan Wine Evening" on 4 December 2026 at 19:00 has been cancelled');
    expectInBoth(deletedEn!, 'will not take place as planned', 'Tuscan Wine Evening');
  });

  it('shows the event time in Berlin time in summer too', () => {
    const [guest] = mailsFor(envelope('event_booking.confirmed', eventBooking({ eventDate: '2026-07-10T17:30:00Z' })), context);
    expect(guest!.subject).toContain('am 10.07.2026 um 19:30 Uhr');
    expectInBoth(guest!, 'Freitag, 10. Juli 2026', '19:30 Uhr');
  });
});

describe('inbox mails', () => {
  it('a contact message goes to staff alone, with Reply-To the guest and the contact tab', () => {
    const mails = mailsFor(envelope('contact.received', contact()), context);
    expect(mails).toHaveLength(1);
    const staff = mailOf(mails, 'contact.received:staff');
    expect(staff.to).toBe(context.staffEmail);
    expect(staff.replyTo).toBe('carla@example.com');
    expect(staff.subject).toBe('Neue Kontaktanfrage von Carla Rossi: Geburtstagsfeier');
    expectInBoth(
      staff,
      'Carla Rossi',
      'carla@example.com',
      'Geburtstagsfeier',
      'können wir am Samstag mit 20 Personen feiern?',
      'Englisch',
      'https://trattoria-lasosta.de/de/admin/dashboard?tab=contact',
    );
    expect(staff.html).toContain('Hallo,<br>können wir');
  });

  it('feedback goes to staff alone, with the rating, the texts, consent and the feedback tab', () => {
    const mails = mailsFor(envelope('feedback.received', feedback()), context);
    expect(mails).toHaveLength(1);
    const staff = mailOf(mails, 'feedback.received:staff');
    expect(staff.to).toBe(context.staffEmail);
    expect(staff.replyTo).toBe('dieter@example.com');
    expect(staff.subject).toBe('Neues Feedback von Dieter Braun: 4 von 5 Sternen');
    expectInBoth(
      staff,
      '4 von 5',
      'Die Pasta war hervorragend.',
      'Mehr vegane Gerichte',
      'Ja',
      'https://trattoria-lasosta.de/de/admin/dashboard?tab=feedback',
    );
    const [private_] = mailsFor(envelope('feedback.received', feedback({ suggestions: null, consentToPublish: false })), context);
    expect(private_!.text).not.toContain('Vorschläge');
    expect(private_!.text).toContain('nicht zugestimmt');
  });
});

describe('staff mails in English (STAFF_MAIL_LOCALE=en)', () => {
  const english: MailContext = { ...context, staffLocale: 'en' };
  const germanWords = /Neue|Personen|Veranstaltung|Sprache|Nachricht|Bewertung|Gast|Uhr|Telefon|öffnen/;

  it('a reservation request: English subject, facts and link; the German guest still reads German', () => {
    const mails = mailsFor(envelope('reservation.requested', reservation({ guests: 1 })), english);
    const staff = mailOf(mails, 'reservation.requested:staff');
    expect(staff.subject).toBe('New reservation: Anna Schmidt, 1 guest, 4 December 2026 19:30');
    expectInBoth(
      staff,
      'New reservation request',
      'Friday, 4 December 2026',
      'German',
      'Special requests',
      'A reply to this email goes straight to the guest.',
      'Open in the dashboard',
      'https://trattoria-lasosta.de/en/admin/dashboard?tab=reservations',
    );
    expect(staff.text).toContain('Phone: +49 30 1234 5678');
    expect(staff.text).toMatch(/Guests:\s+1\n/);
    expect(staff.html).toContain('<html lang="en">');
    expect(staff.text).not.toMatch(germanWords);
    expect(mailOf(mails, 'reservation.requested:guest').subject).toBe(
      'Ihre Reservierungsanfrage für den 04.12.2026 um 19:30 Uhr ist eingegangen',
    );

    const group = mailsFor(envelope('reservation.requested', reservation({ guests: 15 })), english);
    expectInBoth(mailOf(group, 'reservation.requested:staff'), 'Large group (8 guests or more)');
  });

  it('an event booking: the English title, the total in English form', () => {
    const mails = mailsFor(envelope('event_booking.requested', eventBooking({ totalAmountCents: 123456 })), english);
    const staff = mailOf(mails, 'event_booking.requested:staff');
    expect(staff.subject).toBe('New event booking: Anna Schmidt, 2 guests, "Tuscan Wine Evening", 4 December 2026 19:00');
    expectInBoth(staff, 'New event booking', 'Tuscan Wine Evening', '€1,234.56', 'German', '/en/admin/dashboard?tab=bookings');
    expect(staff.text).not.toContain('Toskanischer Weinabend');
    expect(staff.text).not.toMatch(germanWords);
  });

  it('a contact message and feedback', () => {
    const contactMail = mailsFor(envelope('contact.received', contact({ locale: 'de' })), english)[0]!;
    expect(contactMail.subject).toBe('New contact message from Carla Rossi: Geburtstagsfeier');
    expectInBoth(contactMail, 'New message from the contact form', 'Language', 'German', 'Subject', 'Message');
    expect(contactMail.text).not.toMatch(/Neue|Sprache|Nachricht|öffnen/);

    const feedbackMail = mailsFor(envelope('feedback.received', feedback({ locale: 'en' })), english)[0]!;
    expect(feedbackMail.subject).toBe('New feedback from Dieter Braun: 4 out of 5 stars');
    expectInBoth(feedbackMail, '★★★★☆ 4 out of 5', 'Yes, the guest agrees', 'English', 'Experience', 'Suggestions');
    expectInBoth(feedbackMail, 'once you approve it, the feedback appears as a review');
    const private_ = mailsFor(envelope('feedback.received', feedback({ consentToPublish: false })), english)[0]!;
    expectInBoth(private_, 'The guest did not agree to publication');
  });
});

describe("dates and times through Intl, on Berlin's calendar and clock", () => {
  const months = {
    de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    en: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  };

  it('names every month as each language writes it (the Node build carries full ICU data)', () => {
    for (const locale of ['de', 'en'] as const) {
      months[locale].forEach((month, index) => {
        const date = `2027-${String(index + 1).padStart(2, '0')}-15`;
        const [guest] = mailsFor(envelope('reservation.confirmed', reservation({ date, locale })), context);
        const written = locale === 'de' ? `15. ${month} 2027` : `15 ${month} 2027`;
        expectInBoth(guest!, written);
      });
    }
    const [guest] = mailsFor(envelope('reservation.confirmed', reservation({ date: '2027-03-01' })), context);
    expect(guest!.subject).toBe('Ihre Reservierung am 01.03.2027 um 19:30 Uhr ist bestätigt');
    expectInBoth(guest!, 'Montag, 1. März 2027');
  });

  it('an event just after midnight in Berlin, as the clocks go forward, is on the Berlin day and hour', () => {
    // 23:30 UTC on Saturday is 00:30 on Sunday in Berlin (UTC+1); at 01:00 UTC the clocks go to summer time.
    const [guest] = mailsFor(envelope('event_booking.confirmed', eventBooking({ eventDate: '2026-03-28T23:30:00Z' })), context);
    expect(guest!.subject).toBe('Ihre Buchung für „Toskanischer Weinabend“ am 29.03.2026 um 00:30 Uhr ist bestätigt');
    expectInBoth(guest!, 'Sonntag, 29. März 2026', '00:30 Uhr');
    const [after] = mailsFor(envelope('event_booking.confirmed', eventBooking({ eventDate: '2026-03-29T01:30:00Z' })), context);
    expectInBoth(after!, 'Sonntag, 29. März 2026', '03:30 Uhr');
  });

  it('on the day the clocks go back, the two 02:30s an hour apart both read 02:30', () => {
    for (const eventDate of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      const [guest] = mailsFor(envelope('event_booking.confirmed', eventBooking({ eventDate, locale: 'en' })), context);
      expect(guest!.subject).toBe('Your booking for "Tuscan Wine Evening" on 25 October 2026 at 02:30 is confirmed');
      expectInBoth(guest!, 'Sunday, 25 October 2026');
    }
  });

  it('a reservation on the day the clocks go forward starts at its Berlin time in the mail and in the invite', () => {
    const [guest] = mailsFor(envelope('reservation.confirmed', reservation({ date: '2026-03-29' })), context);
    expectInBoth(guest!, 'Sonntag, 29. März 2026', '19:30 Uhr');
    expect(icsValue(guest!.attachments![0]!.content.toString(), 'DTSTART')).toBe('20260329T173000Z');
  });
});

describe('calendar invites', () => {
  const inviteOf = (mails: OutgoingMail[]) => mails[0]!.attachments![0]!.content.toString();

  it('a winter reservation starts at 19:30 Berlin = 18:30 UTC and lasts two hours', () => {
    const facts = reservation();
    const message = envelope('reservation.confirmed', facts);
    const ics = inviteOf(mailsFor(message, context));
    expectWellFormedIcs(ics);
    expect(icsValue(ics, 'DTSTART')).toBe('20261204T183000Z');
    expect(icsValue(ics, 'DTEND')).toBe('20261204T203000Z');
    expect(icsValue(ics, 'UID')).toBe(`${facts.reservationId}@trattoria-lasosta.de`);
    expect(icsValue(ics, 'DTSTAMP')).toBe(message.occurredAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(icsValue(ics, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescapeIcs(icsValue(ics, 'LOCATION')!)).toBe('Trattoria La Sosta, Kastanienallee 42, 10435 Berlin');
    expect(icsValue(ics, 'LOCATION')).toBe('Trattoria La Sosta\\, Kastanienallee 42\\, 10435 Berlin');
    expect(icsValue(ics, 'SUMMARY')).toContain('Trattoria La Sosta');
  });

  it('a summer reservation starts at 19:30 Berlin = 17:30 UTC', () => {
    const ics = inviteOf(mailsFor(envelope('reservation.confirmed', reservation({ date: '2026-07-10' })), context));
    expectWellFormedIcs(ics);
    expect(icsValue(ics, 'DTSTART')).toBe('20260710T173000Z');
    expect(icsValue(ics, 'DTEND')).toBe('20260710T193000Z');
  });

  it('an event starts at its event_date and lasts three hours; a long title is escaped and folded', () => {
    const title = 'Großer Abend; mit Wein, Pasta\\Musik und „Überraschungen“ – ein Fest für alle Sinne in der Trattoria';
    const facts = eventBooking({ eventTitleDe: title, eventDate: '2026-07-10T17:00:00.000Z' });
    const ics = inviteOf(mailsFor(envelope('event_booking.confirmed', facts), context));
    expectWellFormedIcs(ics);
    expect(icsValue(ics, 'DTSTART')).toBe('20260710T170000Z');
    expect(icsValue(ics, 'DTEND')).toBe('20260710T200000Z');
    expect(icsValue(ics, 'UID')).toBe(`${facts.bookingId}@trattoria-lasosta.de`);
    const lines = ics.split('\r\n');
    const summaryAt = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[summaryAt + 1], 'the long SUMMARY is folded onto a continuation line').toMatch(/^ /);
    const summary = icsValue(ics, 'SUMMARY')!;
    expect(summary).toContain('Großer Abend\\; mit Wein\\, Pasta\\\\Musik');
    expect(unescapeIcs(summary)).toBe(`${title} – Trattoria La Sosta`);
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'ä'.repeat(100)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes newlines in special text values', () => {
    const ics = inviteOf(mailsFor(envelope('reservation.confirmed', reservation()), context));
    expect(icsValue(ics, 'DESCRIPTION')).toMatch(/\\n/);
  });
});

describe('guest input cannot inject markup or headers', () => {
  const script = '<script>alert(1)</script>';
  const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;';
  const everyKind = (name: string, text: string): EventEnvelope[] => [
    envelope('reservation.requested', reservation({ name, specialRequests: text })),
    envelope('reservation.confirmed', reservation({ name, specialRequests: text, locale: 'en' })),
    envelope('reservation.cancelled', reservation({ name, specialRequests: text })),
    envelope('event_booking.requested', eventBooking({ name, specialRequests: text, eventTitleDe: text, eventTitleEn: text })),
    envelope(
      'event_booking.confirmed',
      eventBooking({ name, specialRequests: text, eventTitleDe: text, eventTitleEn: text, locale: 'en' }),
    ),
    envelope('event_booking.cancelled', { ...eventBooking({ name, eventTitleDe: text }), reason: 'staff' }),
    envelope('event_booking.cancelled', { ...eventBooking({ name, eventTitleDe: text }), reason: 'event_deleted' }),
    envelope('contact.received', contact({ name, subject: text, message: text })),
    envelope('feedback.received', feedback({ name, experience: text, suggestions: text })),
  ];

  it('a guest named <script> appears escaped in html and as written in text', () => {
    for (const message of everyKind(script, `${script} "quoted" & 'single'`)) {
      const mails = mailsFor(message, context);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.html, mail.kind).not.toContain('<script');
        expect(mail.html, mail.kind).toContain(escaped);
        expect(mail.text, mail.kind).toContain(script);
      }
    }
    const [guest] = mailsFor(envelope('reservation.requested', reservation({ specialRequests: `"quoted" & 'single'` })), context);
    expect(guest!.html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
  });

  it('a name with CR/LF leaves no line break in any subject', () => {
    const name = 'Bob\r\nBcc: x@y';
    for (const message of everyKind(name, 'Evil\r\nBcc: z@y\n\tTitle')) {
      const mails = mailsFor(message, context);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.subject, mail.kind).not.toMatch(/[\r\n]/);
        expect(mail.subject, mail.kind).not.toMatch(/\t/);
      }
    }
    const [, staff] = mailsFor(envelope('reservation.requested', reservation({ name })), context);
    expect(staff!.subject).toBe('Neue Reservierung: Bob Bcc: x@y, 4 Personen, 04.12.2026 19:30');
  });
});

describe('events that make no mail, or cannot', () => {
  it('an unknown event type gives no mail', () => {
    expect(mailsFor(envelope('menu_item.created', { id: randomUUID() }), context)).toEqual([]);
    expect(mailsFor(envelope('reservation.deleted', reservation()), context)).toEqual([]);
  });

  it('a payload that does not parse throws', () => {
    const invalid: Array<[string, unknown]> = [
      ['reservation.requested', { ...reservation(), locale: 'fr' }],
      ['reservation.confirmed', { ...reservation(), reservationId: 'not-a-uuid' }],
      ['reservation.cancelled', {}],
      ['event_booking.requested', { ...eventBooking(), totalAmountCents: -1 }],
      ['event_booking.confirmed', { ...eventBooking(), eventDate: 'tomorrow' }],
      ['event_booking.cancelled', eventBooking()],
      ['contact.received', { ...contact(), message: undefined }],
      ['feedback.received', { ...feedback(), rating: 'five' }],
      ['reservation.requested', null],
    ];
    for (const [type, payload] of invalid) {
      expect(() => mailsFor(envelope(type, payload), context), type).toThrow();
    }
  });

  it('a reservation whose date names no day throws', () => {
    expect(() => mailsFor(envelope('reservation.confirmed', reservation({ date: '2026-02-30' })), context)).toThrow();
    expect(() => mailsFor(envelope('reservation.requested', reservation({ time: '7pm' })), context)).toThrow();
  });
});

describe('what the guest does through their personal link (docs/decisions.md 113)', () => {
  const token = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';

  it("every guest mail carries the link to its booking, in the guest's language; staff mails never do", () => {
    for (const type of ['reservation.requested', 'reservation.confirmed', 'reservation.cancelled']) {
      for (const locale of ['de', 'en'] as const) {
        const mails = mailsFor(envelope(type, reservation({ locale, manageToken: token })), context);
        const guest = mails.find((mail) => mail.kind.endsWith(':guest'))!;
        expectInBoth(guest, `https://trattoria-lasosta.de/${locale}/booking#${token}`);
        for (const staff of mails.filter((mail) => mail.kind.endsWith(':staff'))) expect(staff.text).not.toContain(token);
      }
    }
    const [confirmed] = mailsFor(
      envelope('event_booking.confirmed', eventBooking({ locale: 'en', manageToken: token })),
      context,
    );
    expectInBoth(confirmed!, 'View or cancel your booking', `https://trattoria-lasosta.de/en/booking#${token}`);
  });

  it('a changed reservation: the guest hears it waits for confirmation, with a tentative update of the entry; staff see before and after', () => {
    const facts = reservation({ guests: 6, sequence: 2, manageToken: token });
    const previous = { date: '2026-12-04', time: '19:30', guests: 4, specialRequests: null };
    const mails = mailsFor(
      envelope('reservation.changed', { ...facts, status: 'pending', previous, hadCalendarEntry: true }),
      context,
    );
    const guest = mailOf(mails, 'reservation.changed:guest');
    expect(guest.subject).toBe('Ihre geänderte Reservierung für den 04.12.2026 um 19:30 Uhr');
    expectInBoth(guest, 'wartet nun wieder auf unsere Bestätigung', '04.12.2026, 19:30 Uhr, 4 Personen', `/de/booking#${token}`);
    const ics = guest.attachments![0]!.content.toString();
    expect(icsValue(ics, 'SEQUENCE')).toBe('2');
    expect(icsValue(ics, 'STATUS')).toBe('TENTATIVE');
    expect(icsValue(ics, 'UID')).toBe(`${facts.reservationId}@trattoria-lasosta.de`);
    const staff = mailOf(mails, 'reservation.changed:staff');
    expect(staff.subject).toBe('Reservierung vom Gast geändert: Anna Schmidt, 6 Personen, 04.12.2026 19:30');
    expectInBoth(staff, 'Bisher', '4 Personen', 'wartet auf Ihre Bestätigung');
    expect(staff.text).not.toContain(token);
  });

  it('a note alone: staff are told, the guest gets no mail (nothing about the visit changed)', () => {
    const facts = reservation({ specialRequests: 'Allergie: Nüsse', sequence: 0 });
    const previous = { date: facts.date, time: facts.time, guests: facts.guests, specialRequests: null };
    const mails = mailsFor(envelope('reservation.changed', { ...facts, status: 'confirmed', previous }), context);
    expect(mails.map((mail) => mail.kind)).toEqual(['reservation.changed:staff']);
    expectInBoth(mails[0]!, 'nur seine Notiz', 'Allergie: Nüsse');
  });

  it('a cancellation by the guest: the guest gets the CANCEL with a higher SEQUENCE, and staff hear of it', () => {
    const mails = mailsFor(
      envelope('reservation.cancelled', { ...reservation({ sequence: 3 }), by: 'guest', hadCalendarEntry: true }),
      context,
    );
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['reservation.cancelled:guest', 'reservation.cancelled:staff']);
    expect(icsValue(mailOf(mails, 'reservation.cancelled:guest').attachments![0]!.content.toString(), 'SEQUENCE')).toBe('3');
    expect(mailOf(mails, 'reservation.cancelled:staff').subject).toBe(
      'Reservierung vom Gast storniert: Anna Schmidt, 4 Personen, 04.12.2026 19:30',
    );

    const event = mailsFor(
      envelope('event_booking.cancelled', { ...eventBooking({ sequence: 4 }), reason: 'guest', hadCalendarEntry: true }),
      context,
    );
    expect(event.map((mail) => mail.kind).sort()).toEqual(['event_booking.cancelled:guest', 'event_booking.cancelled:staff']);
    expect(icsValue(mailOf(event, 'event_booking.cancelled:guest').attachments![0]!.content.toString(), 'SEQUENCE')).toBe('5');
  });

  it("an event booking's note: staff see the new one and the one it replaced", () => {
    const mails = mailsFor(envelope('event_booking.note_changed', { ...eventBooking(), previous: 'Fensterplatz' }), context);
    const staff = mailOf(mails, 'event_booking.note_changed:staff');
    expect(mails).toHaveLength(1);
    expect(staff.subject).toBe('Notiz zur Eventbuchung geändert: Anna Schmidt, „Toskanischer Weinabend“, 04.12.2026');
    expectInBoth(staff, 'Vegetarisch', 'Fensterplatz');
  });
});

describe("a guest's change of their event seats (docs/decisions.md 117)", () => {
  const token = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
  const previous = { guests: 2, totalAmountCents: 9800 };

  it('the guest hears it waits for confirmation, with a tentative update of the entry they had; staff see before and after', () => {
    const facts = eventBooking({ guests: 4, totalAmountCents: 19600, sequence: 3, manageToken: token });
    const mails = mailsFor(envelope('event_booking.seats_changed', { ...facts, previous, hadCalendarEntry: true }), context);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'event_booking.seats_changed:guest',
      'event_booking.seats_changed:staff',
    ]);
    const guest = mailOf(mails, 'event_booking.seats_changed:guest');
    expect(guest.subject).toBe('Ihre geänderte Buchung für „Toskanischer Weinabend“ am 04.12.2026 um 19:00 Uhr');
    expectInBoth(
      guest,
      'wartet nun wieder auf unsere Bestätigung',
      '196,00',
      'Bisher',
      '2 Personen, 98,00',
      `/de/booking#${token}`,
    );
    const ics = guest.attachments![0]!.content.toString();
    expectWellFormedIcs(ics);
    expect(icsValue(ics, 'SEQUENCE')).toBe('3');
    expect(icsValue(ics, 'STATUS')).toBe('TENTATIVE');
    expect(icsValue(ics, 'UID')).toBe(`${facts.bookingId}@trattoria-lasosta.de`);
    const staff = mailOf(mails, 'event_booking.seats_changed:staff');
    expect(staff.subject).toBe('Eventbuchung vom Gast geändert: Anna Schmidt, 4 Personen, „Toskanischer Weinabend“, 04.12.2026');
    expectInBoth(staff, 'Bisher', '2 Personen, 98,00', 'wartet auf Ihre Bestätigung');
    expect(staff.text).not.toContain(token);
  });

  it('a guest who never had an entry (still pending) gets none, in English', () => {
    const facts = eventBooking({ locale: 'en', guests: 1, totalAmountCents: 4900, sequence: 1 });
    const mails = mailsFor(envelope('event_booking.seats_changed', { ...facts, previous, hadCalendarEntry: false }), context);
    const guest = mailOf(mails, 'event_booking.seats_changed:guest');
    expect(guest.subject).toBe('Your changed booking for "Tuscan Wine Evening" on 4 December 2026 at 19:00');
    expectInBoth(guest, 'waiting for our confirmation again', '2 guests, €98.00');
    expect(guest.attachments ?? []).toEqual([]);
    expect(guest.text).not.toContain('calendar entry');
  });
});

describe('the follow-ups (docs/decisions.md 114)', () => {
  const token = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';

  it('an overdue request alerts staff again, saying since when it waits and what was promised', () => {
    const pendingSince = '2026-12-01T17:05:00.000Z';
    const [staff, ...rest] = mailsFor(envelope('reservation.overdue', { ...reservation(), pendingSince }), context);
    expect(rest).toEqual([]);
    expect(staff!.kind).toBe('reservation.overdue:staff');
    expect(staff!.to).toBe('team@trattoria-lasosta.de');
    expect(staff!.subject).toBe('Noch unbeantwortet: Reservierung Anna Schmidt, 4 Personen, 04.12.2026 19:30');
    expectInBoth(staff!, 'seit 18:05 Uhr offen', 'innerhalb von 30 Minuten', '/de/admin/dashboard?tab=reservations');

    const [event] = mailsFor(envelope('event_booking.overdue', { ...eventBooking(), pendingSince }), context);
    expect(event!.kind).toBe('event_booking.overdue:staff');
    expectInBoth(event!, 'Toskanischer Weinabend', 'seit 18:05 Uhr offen', '?tab=bookings');
  });

  it('a request still unanswered gets the guest an honest word in their language, with their link', () => {
    const [de] = mailsFor(envelope('reservation.still_pending', reservation({ manageToken: token })), context);
    expect(de!.kind).toBe('reservation.still_pending:guest');
    expect(de!.subject).toBe('Ihre Reservierungsanfrage für den 04.12.2026 wird noch geprüft');
    expectInBoth(de!, 'noch nicht bestätigen', 'entschuldigen', '+49 30 1234 5678', `/de/booking#${token}`);
    expect(de!.attachments).toBeUndefined();
    const [en] = mailsFor(envelope('event_booking.still_pending', eventBooking({ locale: 'en', manageToken: token })), context);
    expect(en!.subject).toBe('Your booking for "Tuscan Wine Evening" is still being checked');
    expectInBoth(en!, 'seats stay held', `/en/booking#${token}`);
    // A phone booking without an address: no mail.
    expect(mailsFor(envelope('reservation.still_pending', reservation({ email: null })), context)).toEqual([]);
  });

  it('a reminder the day before names the visit and how to cancel, with the link; no calendar file again', () => {
    const [de] = mailsFor(envelope('reservation.reminder', reservation({ manageToken: token })), context);
    expect(de!.kind).toBe('reservation.reminder:guest');
    expect(de!.subject).toBe('Erinnerung: Ihre Reservierung am 04.12.2026 um 19:30 Uhr');
    expectInBoth(de!, 'Freitag, 4. Dezember 2026', '19:30 Uhr', 'kostenlos bis 2 Stunden vorher', `/de/booking#${token}`);
    expect(de!.attachments).toBeUndefined();
    const [en] = mailsFor(envelope('event_booking.reminder', eventBooking({ locale: 'en', manageToken: token })), context);
    expect(en!.subject).toBe('Reminder: "Tuscan Wine Evening" on 4 December 2026 at 19:00');
    expectInBoth(en!, 'Cannot come after all?', `/en/booking#${token}`);
  });
});

describe("a full slot's waitlist (docs/decisions.md 115)", () => {
  const entry = {
    entryId: randomUUID(),
    name: 'Anna Schmidt',
    email: 'anna@example.com',
    date: '2026-12-04',
    time: '19:30',
    guests: 2,
    locale: 'de' as const,
  };

  it('the guest hears they are on it, and nothing goes to staff', () => {
    const mails = mailsFor(envelope('waitlist.joined', entry), context);
    expect(mails.map((mail) => mail.kind)).toEqual(['waitlist.joined:guest']);
    expect(mails[0]!.subject).toBe('Sie stehen auf der Warteliste: 04.12.2026 um 19:30 Uhr');
    expectInBoth(mails[0]!, 'kein Tisch frei', 'erste Angebot');
  });

  it('the joined mail carries the link to see the place or leave the waitlist (docs/decisions.md 132); one joined before has none', () => {
    const leaveToken = 'Lv3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
    const [de] = mailsFor(envelope('waitlist.joined', { ...entry, leaveToken }), context);
    expectInBoth(
      de!,
      'Platz ansehen oder von der Warteliste abmelden',
      `https://trattoria-lasosta.de/de/waitlist#leave=${leaveToken}`,
    );
    const [en] = mailsFor(envelope('waitlist.joined', { ...entry, locale: 'en', leaveToken }), context);
    expectInBoth(en!, 'See your place or leave the waitlist', `/en/waitlist#leave=${leaveToken}`);
    const [before] = mailsFor(envelope('waitlist.joined', entry), context);
    expect(before!.text).not.toContain('#leave=');
  });

  it("the offer names the table and its deadline, with the link to claim it, in the guest's language", () => {
    const offerToken = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
    const [de] = mailsFor(envelope('waitlist.offered', { ...entry, offerToken, expiresAt: '2026-12-03T16:00:00.000Z' }), context);
    expect(de!.subject).toBe('Ein Tisch ist frei geworden: 04.12.2026 um 19:30 Uhr');
    expectInBoth(
      de!,
      'bis 03.12.2026, 17:00 Uhr',
      'Tisch jetzt reservieren',
      `https://trattoria-lasosta.de/de/waitlist#${offerToken}`,
    );
    const [en] = mailsFor(
      envelope('waitlist.offered', { ...entry, locale: 'en', offerToken, expiresAt: '2026-12-03T16:00:00.000Z' }),
      context,
    );
    expectInBoth(en!, 'Book it by 3 December 2026, 17:00', `/en/waitlist#${offerToken}`);
  });

  it("a sold-out event's waitlist names the event, and offers seats to book (docs/decisions.md 117)", () => {
    const event = { ...entry, time: '19:00', eventTitleDe: 'Trüffelabend', eventTitleEn: 'Truffle night' };
    const [joined] = mailsFor(envelope('waitlist.joined', event), context);
    expect(joined!.subject).toBe('Sie stehen auf der Warteliste für „Trüffelabend“');
    expectInBoth(joined!, 'Für „Trüffelabend“ am 04.12.2026 um 19:00 Uhr sind gerade keine 2 Plätze mehr frei', 'Veranstaltung');
    const offerToken = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
    const [en] = mailsFor(
      envelope('waitlist.offered', { ...event, locale: 'en', offerToken, expiresAt: '2026-12-03T16:00:00.000Z' }),
      context,
    );
    expect(en!.subject).toBe('Seats have become free: "Truffle night" on 4 December 2026');
    expectInBoth(en!, 'Truffle night', 'Book the seats now', 'Book them by 3 December 2026, 17:00', `/en/waitlist#${offerToken}`);
    expect(en!.text).toContain('2 seats for "Truffle night"');
    expect(en!.text).not.toContain('table');
  });
});

describe("a guest's data rights (docs/decisions.md 116)", () => {
  const request = { requestId: randomUUID(), email: 'anna@example.com', locale: 'de' as const };

  it('the link to the data goes to the address itself, with until when it is valid', () => {
    const accessToken = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
    const [de] = mailsFor(
      envelope('personal_data.requested', {
        ...request,
        accessToken,
        tokenHash: 'ab'.repeat(32),
        expiresAt: '2026-12-01T17:00:00.000Z',
      }),
      context,
    );
    expect(de!.kind).toBe('personal_data.requested:guest');
    expect(de!.to).toBe('anna@example.com');
    expect(de!.subject).toBe('Ihre Daten bei Trattoria La Sosta');
    expectInBoth(de!, `https://trattoria-lasosta.de/de/my-data#${accessToken}`, 'gültig bis 01.12.2026, 18:00 Uhr', 'ignorieren');
  });

  it("the receipt says what was erased and what is kept, in the guest's language", () => {
    // The request itself sends nothing: the receipt waits for booking to have carried the erasure out.
    expect(mailsFor(envelope('personal_data.erasure_requested', request), context)).toEqual([]);
    const [en] = mailsFor(envelope('personal_data.erased', { ...request, locale: 'en' }), context);
    expect(en!.kind).toBe('personal_data.erased:guest');
    expect(en!.subject).toBe('Your data at Trattoria La Sosta has been erased');
    expectInBoth(en!, 'we have erased all data about this email address', 'without your name', 'last email');
  });
});

describe("a booking erased at its guest's request (docs/decisions.md 116)", () => {
  it('has no address left: staff still hear, the guest gets nothing', () => {
    const confirmed = mailsFor(envelope('event_booking.confirmed', eventBooking({ email: '', name: 'Gelöscht' })), context);
    expect(confirmed).toEqual([]);
    const requested = mailsFor(envelope('event_booking.requested', eventBooking({ email: '', name: 'Gelöscht' })), context);
    expect(requested.map((mail) => mail.kind)).toEqual(['event_booking.requested:staff']);
  });
});

describe('a deposit by bank transfer (docs/decisions.md 165)', () => {
  const deposit = {
    amountCents: 24_000,
    dueAt: '2026-11-30T17:00:00.000Z',
    reference: 'Anzahlung R-1A2B3C4D',
    holder: 'Trattoria La Sosta GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  };
  /** The QR code an image attachment shows, read back as a banking app's scanner would. */
  const scanned = (content: string | Buffer) => scannedQrCode(content as Buffer);

  it('the request asks for it: amount, time, account and reference, and a GiroCode that scans to the EPC payload', () => {
    const mails = mailsFor(envelope('reservation.requested', reservation({ guests: 12, deposit })), context);
    const guest = mailOf(mails, 'reservation.requested:guest');
    expectInBoth(
      guest,
      'Anzahlung von 240,00',
      'Montag, 30. November 2026, 18:00 Uhr',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
      'Trattoria La Sosta GmbH',
      'Anzahlung R-1A2B3C4D',
      'Scannen Sie den GiroCode',
    );
    expect(guest.text).not.toContain('innerhalb von 30 Minuten');
    expect(guest.html).toContain('<img src="cid:girocode@trattoria"');
    const image = guest.attachments!.find((file) => file.contentType === 'image/png')!;
    expect(image.cid).toBe('girocode@trattoria');
    expect(scanned(image.content)).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nTrattoria La Sosta GmbH\nDE89370400440532013000\nEUR240\n\n\nAnzahlung R-1A2B3C4D',
    );
    expectInBoth(guest, 'Sobald sie eingegangen ist, ist Ihre Reservierung bestätigt');
    // Staff's mail names no account: the guest pays the restaurant, staff know where.
    const staff = mailOf(mails, 'reservation.requested:staff');
    expect(staff.attachments).toBeUndefined();
    // It waits on the guest's money, which staff confirm it by marking: no confirmation time was promised.
    expectInBoth(
      staff,
      'wartet auf die Anzahlung des Gastes: 240,00',
      'bis Montag, 30. November 2026, 18:00 Uhr',
      'Anzahlung erhalten',
      'damit ist die Reservierung bestätigt',
    );
    expect(staff.text).not.toContain('innerhalb von 30 Minuten');
    const english = mailsFor(envelope('reservation.requested', reservation({ locale: 'en', guests: 12, deposit })), {
      ...context,
      staffLocale: 'en',
    });
    const englishStaff = mailOf(english, 'reservation.requested:staff');
    expectInBoth(englishStaff, 'waiting for the guest', '€240.00 by Monday, 30 November 2026, 18:00', 'Deposit received');
    expect(englishStaff.text).not.toContain('within 30 minutes');
    // The guest is told the booking is confirmed when the deposit arrives, not that 'we confirm' it.
    const englishGuest = mailOf(english, 'reservation.requested:guest');
    expectInBoth(englishGuest, 'Your reservation is confirmed as soon as it has arrived');
    expect(englishGuest.text).not.toMatch(/we confirm|within 30 minutes/);
  });

  it('one reminder with the same GiroCode, in English; the release says the table is free and a payment is refunded', () => {
    const facts = reservation({ locale: 'en', guests: 12, deposit });
    const reminder = mailOf(
      mailsFor(envelope('reservation.deposit_reminder', facts), context),
      'reservation.deposit_reminder:guest',
    );
    expect(reminder.subject).toBe('Reminder: your deposit for 4 December 2026 at 19:30');
    expectInBoth(
      reminder,
      'not received your deposit of €240.00',
      'Monday, 30 November 2026, 18:00',
      'a transfer can take a day or two',
      'Scan the GiroCode',
    );
    expect(scanned(reminder.attachments!.find((file) => file.contentType === 'image/png')!.content)).toContain('EUR240');
    const released = mailOf(
      mailsFor(envelope('reservation.deposit_released', facts), context),
      'reservation.deposit_released:guest',
    );
    expect(released.subject).toBe('Your reservation on 4 December 2026 at 19:30 was cancelled – deposit not received');
    expectInBoth(
      released,
      'Your reservation was cancelled: the deposit did not arrive',
      'we have cancelled your reservation and released the table',
      'we will of course refund it',
      'https://trattoria-lasosta.de/en/reservations',
    );
    expect(released.attachments).toBeUndefined();
  });

  it('in German, a released request is cancelled for want of the deposit, and a transfer may take its time', () => {
    const facts = reservation({ guests: 12, deposit });
    const reminder = mailOf(
      mailsFor(envelope('reservation.deposit_reminder', facts), context),
      'reservation.deposit_reminder:guest',
    );
    expectInBoth(reminder, 'eine Überweisung kann ein, zwei Tage dauern');
    const released = mailOf(
      mailsFor(envelope('reservation.deposit_released', facts), context),
      'reservation.deposit_released:guest',
    );
    expect(released.subject).toBe('Ihre Reservierung am 04.12.2026 um 19:30 Uhr wurde storniert – Anzahlung nicht eingegangen');
    expectInBoth(released, 'Ihre Reservierung wurde storniert: Die Anzahlung ist nicht eingegangen', 'Reservierung storniert');
    expect(`${released.subject} ${released.text}`).not.toContain('wurde freigegeben');
  });
});

describe("an event night's deposit or prepayment (docs/decisions.md 166)", () => {
  const deposit = {
    amountCents: 9800,
    dueAt: '2026-11-30T17:00:00.000Z',
    reference: 'Zahlung E-1A2B3C4D',
    prepayment: true as const,
    holder: 'Trattoria La Sosta GmbH',
    iban: 'DE89370400440532013000',
    bic: null,
  };

  it('the request asks for the payment with its GiroCode; staff hear it waits on the guest', () => {
    const mails = mailsFor(envelope('event_booking.requested', eventBooking({ deposit })), context);
    const guest = mailOf(mails, 'event_booking.requested:guest');
    expectInBoth(
      guest,
      'Vorauszahlung von 98,00',
      'Vorauszahlung',
      'DE89 3704 0044 0532 0130 00',
      'Zahlung E-1A2B3C4D',
      'sind Ihre Plätze bestätigt',
    );
    expect(guest.text).not.toContain('innerhalb von 30 Minuten');
    const image = guest.attachments!.find((file) => file.contentType === 'image/png')!;
    expect(scannedQrCode(image.content as Buffer)).toBe(
      'BCD\n002\n1\nSCT\n\nTrattoria La Sosta GmbH\nDE89370400440532013000\nEUR98\n\n\nZahlung E-1A2B3C4D',
    );
    const staff = mailOf(mails, 'event_booking.requested:staff');
    expectInBoth(staff, 'wartet auf die Zahlung des Gastes: 98,00', '„Zahlung erhalten“');
    expect(staff.attachments).toBeUndefined();
  });

  it('one reminder with the code, and the release: cancelled, places freed, a late transfer refunded (English)', () => {
    const facts = eventBooking({
      locale: 'en',
      deposit: { ...deposit, prepayment: undefined, reference: 'Anzahlung E-1A2B3C4D' },
    });
    const reminder = mailOf(
      mailsFor(envelope('event_booking.deposit_reminder', facts), context),
      'event_booking.deposit_reminder:guest',
    );
    expect(reminder.subject).toBe('Reminder: your payment for "Tuscan Wine Evening" on 4 December 2026');
    expectInBoth(reminder, 'not received your payment of €98.00', 'Deposit', 'Anzahlung E-1A2B3C4D');
    expect(reminder.attachments!.some((file) => file.contentType === 'image/png')).toBe(true);
    const released = mailOf(
      mailsFor(envelope('event_booking.deposit_released', facts), context),
      'event_booking.deposit_released:guest',
    );
    expect(released.subject).toBe(
      'Your booking for "Tuscan Wine Evening" on 4 December 2026 was cancelled – payment not received',
    );
    expectInBoth(released, 'we have cancelled your booking and released your places', 'we will of course refund it');
    expect(released.attachments).toBeUndefined();
  });
});
