import type { Messages } from '@ristorante/contracts';
import { mailText } from './mail-text.js';

/**
 * The guest's mails about a table reservation or an event booking, in the guest's language, in ICU syntax
 * (docs/decisions.md 104). `start` is the instant of the visit; `restaurant`, `phone` and the rules
 * (`confirmationMinutes`, `cancellationHours`, …) come from the site configuration (see mail-text.ts).
 */
const de = {
  greeting: 'Guten Tag {name},',
  'notes.title': 'Gut zu wissen',
  'closing.regards': 'Herzliche Grüße',
  'label.date': 'Datum',
  'label.time': 'Uhrzeit',
  'label.guests': 'Personen',
  'label.name': 'Name',
  'label.specialRequests': 'Besondere Wünsche',
  'label.event': 'Veranstaltung',
  'label.total': 'Gesamtbetrag',
  'label.before': 'Bisher',

  'policy.reservation.cancellation':
    'Kostenlose Stornierung bis {cancellationHours, plural, one {# Stunde} other {# Stunden}} vor Ihrer Reservierung – rufen Sie uns einfach an oder schreiben Sie uns eine E-Mail.',
  'policy.reservation.tableHeld':
    'Wir halten Ihren Tisch {tableHeldMinutes, plural, one {# Minute} other {# Minuten}} nach der reservierten Zeit für Sie frei.',
  'policy.reservation.noShow': 'Bei Nichterscheinen ohne Absage berechnen wir {noShowFee, number, price} pro Person.',
  'policy.event.cancellation':
    'Kostenlose Stornierung bis {cancellationHours, plural, one {# Stunde} other {# Stunden}} vor Beginn der Veranstaltung – rufen Sie uns einfach an oder schreiben Sie uns eine E-Mail.',

  'reservation.subject.requested':
    'Ihre Reservierungsanfrage für den {start, date, numeric} um {start, time, clock} Uhr ist eingegangen',
  'reservation.subject.confirmed': 'Ihre Reservierung am {start, date, numeric} um {start, time, clock} Uhr ist bestätigt',
  'reservation.subject.cancelled': 'Ihre Reservierung am {start, date, numeric} um {start, time, clock} Uhr wurde storniert',
  'reservation.heading.requested': 'Wir haben Ihre Reservierungsanfrage erhalten',
  'reservation.heading.confirmed': 'Ihre Reservierung ist bestätigt',
  'reservation.heading.cancelled': 'Ihre Reservierung wurde storniert',
  'reservation.requested.received':
    'vielen Dank für Ihre Reservierungsanfrage. Sie ist bei uns eingegangen, aber noch nicht bestätigt.',
  'reservation.requested.next':
    'Wir prüfen sie und bestätigen Ihnen die Reservierung innerhalb von {confirmationMinutes} Minuten per E-Mail.',
  'reservation.requested.deposit':
    'Für eine Gruppe Ihrer Größe bitten wir um eine Anzahlung von {amount, number, amount} bis {due, date, full}, {due, time, clock} Uhr. Sobald sie eingegangen ist, ist Ihre Reservierung bestätigt; ohne sie geben wir den Tisch dann wieder frei.',
  'reservation.subject.deposit_reminder': 'Erinnerung: Ihre Anzahlung für den {start, date, numeric} um {start, time, clock} Uhr',
  'reservation.heading.deposit_reminder': 'Ihre Anzahlung steht noch aus',
  'reservation.deposit_reminder.due':
    'wir haben Ihre Anzahlung von {amount, number, amount} noch nicht erhalten. Bitte überweisen Sie sie bis {due, date, full}, {due, time, clock} Uhr; danach geben wir den Tisch wieder frei. Haben Sie schon überwiesen, ist alles gut – eine Überweisung kann ein, zwei Tage dauern.',
  'reservation.subject.deposit_released':
    'Ihre Reservierung am {start, date, numeric} um {start, time, clock} Uhr wurde storniert – Anzahlung nicht eingegangen',
  'reservation.heading.deposit_released': 'Ihre Reservierung wurde storniert: Die Anzahlung ist nicht eingegangen',
  'reservation.deposit_released.released':
    'leider ist Ihre Anzahlung nicht rechtzeitig bei uns eingegangen, deshalb haben wir Ihre Reservierung storniert und den Tisch wieder freigegeben.',
  'reservation.deposit_released.paid':
    'Haben Sie inzwischen überwiesen, erstatten wir den Betrag selbstverständlich. Möchten Sie trotzdem kommen? Rufen Sie uns an unter {phone}.',
  'label.deposit': 'Anzahlung',
  'label.depositDue': 'Zahlbar bis',
  'label.holder': 'Kontoinhaber',
  'label.iban': 'IBAN',
  'label.bic': 'BIC',
  'label.reference': 'Verwendungszweck',
  'value.depositDue': '{due, date, full}, {due, time, clock} Uhr',
  'deposit.girocode':
    'Scannen Sie den GiroCode mit Ihrer Banking-App: Betrag, Konto und Verwendungszweck sind dann schon ausgefüllt.',
  'deposit.girocodeAlt': 'GiroCode für die Überweisung der Anzahlung',
  'reservation.requested.callFirst':
    'Um Ihre Reservierung zu bestätigen, rufen wir Sie in Kürze unter {phone} an. Vielen Dank für Ihr Verständnis.',
  'reservation.confirmed.reserved': 'wir freuen uns, Ihnen Ihre Reservierung zu bestätigen. Ihr Tisch ist für Sie reserviert.',
  'reservation.confirmed.calendar': 'Im Anhang finden Sie einen Kalendereintrag für Ihren Besuch. Wir freuen uns auf Sie!',
  'reservation.cancelled.cancelled': 'Ihre Reservierung wurde storniert; der Tisch ist nicht mehr für Sie reserviert.',
  'reservation.cancelled.another':
    'Haben Sie Fragen oder möchten Sie einen anderen Termin? Rufen Sie uns gern an unter {phone} oder reservieren Sie online.',
  'reservation.bookAgain': 'Neuen Tisch reservieren',
  'reservation.manage': 'Reservierung ansehen, ändern oder stornieren',
  'reservation.before': '{start, date, numeric}, {start, time, clock} Uhr, {guests, plural, one {# Person} other {# Personen}}',
  'reservation.subject.changed': 'Ihre geänderte Reservierung für den {start, date, numeric} um {start, time, clock} Uhr',
  'reservation.heading.changed': 'Wir haben Ihre Änderung erhalten',
  'reservation.changed.pending':
    'vielen Dank, Ihre Änderung ist bei uns eingegangen. Die Reservierung wartet nun wieder auf unsere Bestätigung; wir melden uns innerhalb von {confirmationMinutes} Minuten per E-Mail.',
  'reservation.changed.calendar':
    'Im Anhang finden Sie den geänderten Kalendereintrag, vorläufig bis zu unserer Bestätigung; er ersetzt den bisherigen.',
  'reservation.cancelled.calendar': 'Im Anhang finden Sie eine Absage für Ihren Kalender; sie entfernt den Eintrag.',
  'event.manage': 'Buchung ansehen oder stornieren',
  'waitlist.subject.joined': 'Sie stehen auf der Warteliste: {start, date, numeric} um {start, time, clock} Uhr',
  'waitlist.heading.joined': 'Sie stehen auf der Warteliste',
  'waitlist.joined.waiting':
    'vielen Dank. Für {guests, plural, one {# Person} other {# Personen}} am {start, date, numeric} um {start, time, clock} Uhr ist gerade kein Tisch frei; wir haben Sie auf die Warteliste gesetzt.',
  'waitlist.joined.next':
    'Sobald ein Tisch frei wird, schreiben wir Ihnen – wer sich zuerst eingetragen hat, bekommt das erste Angebot. Sie können ihn dann mit einem Klick reservieren.',
  'waitlist.subject.offered': 'Ein Tisch ist frei geworden: {start, date, numeric} um {start, time, clock} Uhr',
  'waitlist.heading.offered': 'Ein Tisch ist für Sie frei geworden',
  'waitlist.offered.free':
    'gute Nachricht: Für {guests, plural, one {# Person} other {# Personen}} am {start, date, numeric} um {start, time, clock} Uhr ist ein Tisch frei geworden.',
  'waitlist.offered.until':
    'Reservieren Sie ihn bis {expires, date, numeric}, {expires, time, clock} Uhr über den Link unten; danach bieten wir ihn dem nächsten Gast an.',
  'waitlist.claim': 'Tisch jetzt reservieren',
  'waitlist.leave': 'Platz ansehen oder von der Warteliste abmelden',
  'waitlist.event.subject.joined': 'Sie stehen auf der Warteliste für „{title}“',
  'waitlist.event.heading.joined': 'Sie stehen auf der Warteliste',
  'waitlist.event.joined.waiting':
    'vielen Dank. Für „{title}“ am {start, date, numeric} um {start, time, clock} Uhr sind gerade keine {guests, plural, one {# Platz} other {# Plätze}} mehr frei; wir haben Sie auf die Warteliste gesetzt.',
  'waitlist.event.joined.next':
    'Sobald Plätze frei werden, schreiben wir Ihnen – wer sich zuerst eingetragen hat, bekommt das erste Angebot. Sie können sie dann mit einem Klick buchen.',
  'waitlist.event.subject.offered': 'Plätze sind frei geworden: „{title}“ am {start, date, numeric}',
  'waitlist.event.heading.offered': 'Plätze sind für Sie frei geworden',
  'waitlist.event.offered.free':
    'gute Nachricht: Für „{title}“ am {start, date, numeric} um {start, time, clock} Uhr sind {guests, plural, one {# Platz} other {# Plätze}} frei geworden.',
  'waitlist.event.offered.until':
    'Buchen Sie {guests, plural, one {ihn} other {sie}} bis {expires, date, numeric}, {expires, time, clock} Uhr über den Link unten; danach bieten wir {guests, plural, one {ihn} other {sie}} dem nächsten Gast an.',
  'waitlist.event.claim': 'Plätze jetzt buchen',
  'privacy.subject.requested': 'Ihre Daten bei {restaurant}',
  'privacy.heading.requested': 'Ihre Daten: Auskunft und Löschung',
  'privacy.requested.link':
    'Sie haben gefragt, welche Daten wir zu dieser E-Mail-Adresse speichern. Über den Link unten sehen Sie alles, laden es als Datei herunter und können die Löschung verlangen.',
  'privacy.requested.until': 'Der Link ist gültig bis {until, date, numeric}, {until, time, clock} Uhr.',
  'privacy.requested.notYou': 'Haben Sie das nicht angefragt? Dann können Sie diese E-Mail einfach ignorieren.',
  'privacy.requested.open': 'Meine Daten ansehen',
  'privacy.subject.erased': 'Ihre Daten bei {restaurant} wurden gelöscht',
  'privacy.heading.erased': 'Ihre Daten wurden gelöscht',
  'privacy.erased.done':
    'Wie gewünscht haben wir alle Daten zu dieser E-Mail-Adresse gelöscht: Ihre Nachrichten und Bewertungen, Ihre Plätze auf Wartelisten und in Ihren Reservierungen und Buchungen Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre Notizen.',
  'privacy.erased.kept':
    'Was eine Buchung war – Tag, Personenzahl, Betrag und Status –, bewahren wir ohne Ihren Namen auf, solange unsere Buchführung es verlangt.',
  'privacy.erased.mail': 'Diese Bestätigung ist die letzte E-Mail, die wir an diese Adresse senden.',
  'reservation.subject.still_pending': 'Ihre Reservierungsanfrage für den {start, date, numeric} wird noch geprüft',
  'reservation.heading.still_pending': 'Ihre Anfrage wird noch geprüft',
  'reservation.still_pending.sorry':
    'leider konnten wir Ihre Reservierungsanfrage noch nicht bestätigen – bitte entschuldigen Sie, dass es länger dauert als versprochen.',
  'event.subject.still_pending': 'Ihre Buchung für „{title}“ wird noch geprüft',
  'event.heading.still_pending': 'Ihre Buchung wird noch geprüft',
  'event.still_pending.sorry':
    'leider konnten wir Ihre Buchung noch nicht bestätigen – bitte entschuldigen Sie, dass es länger dauert als versprochen. Ihre Plätze halten wir weiter für Sie frei.',
  'followUp.stillPending.next':
    'Wir prüfen sie und melden uns so bald wie möglich per E-Mail. Wenn es eilt, rufen Sie uns gern an unter {phone}.',
  'reservation.subject.reminder': 'Erinnerung: Ihre Reservierung am {start, date, numeric} um {start, time, clock} Uhr',
  'reservation.heading.reminder': 'Wir freuen uns auf Ihren Besuch',
  'reservation.reminder.lookForward': 'wir freuen uns, Sie bald bei uns zu begrüßen. Hier noch einmal Ihre Reservierung:',
  'event.subject.reminder': 'Erinnerung: „{title}“ am {start, date, numeric} um {start, time, clock} Uhr',
  'event.heading.reminder': 'Wir freuen uns auf Ihren Besuch',
  'event.reminder.lookForward': 'wir freuen uns, Sie bald zu unserer Veranstaltung zu begrüßen. Hier noch einmal Ihre Buchung:',
  'followUp.reminder.cannotCome':
    'Sie können doch nicht kommen? Bitte sagen Sie uns über den Link unten ab (kostenlos bis {cancellationHours, plural, one {# Stunde} other {# Stunden}} vorher) oder rufen Sie uns an unter {phone}.',
  'reservation.ics.summary': 'Tischreservierung – {restaurant}',
  'reservation.ics.description': 'Tisch für {guests, plural, one {# Person} other {# Personen}}.\nTelefon: {phone}',
  'reservation.ics.filename': 'reservierung.ics',

  'event.subject.requested': 'Ihre Buchung für „{title}“ am {start, date, numeric} um {start, time, clock} Uhr ist eingegangen',
  'event.subject.confirmed': 'Ihre Buchung für „{title}“ am {start, date, numeric} um {start, time, clock} Uhr ist bestätigt',
  'event.subject.cancelled': 'Ihre Buchung für „{title}“ am {start, date, numeric} um {start, time, clock} Uhr wurde storniert',
  'event.subject.event_deleted':
    'Die Veranstaltung „{title}“ am {start, date, numeric} um {start, time, clock} Uhr wurde abgesagt',
  'event.subject.changed': 'Geänderte Angaben zu Ihrer Buchung: „{title}“ am {start, date, numeric} um {start, time, clock} Uhr',
  'event.heading.requested': 'Wir haben Ihre Buchung erhalten',
  'event.heading.confirmed': 'Ihre Buchung ist bestätigt',
  'event.heading.cancelled': 'Ihre Buchung wurde storniert',
  'event.heading.event_deleted': 'Die Veranstaltung wurde abgesagt',
  'event.heading.changed': 'Die Veranstaltung hat sich geändert',
  'event.requested.received':
    'vielen Dank für Ihre Buchung. Sie ist bei uns eingegangen und wartet noch auf die Bestätigung durch unser Team; Ihre Plätze halten wir bis dahin für Sie frei.',
  'event.requested.next': 'Sie erhalten innerhalb von {confirmationMinutes} Minuten eine Bestätigung per E-Mail.',
  // An event night paid for in advance (docs/decisions.md 166).
  'event.requested.deposit':
    'Für diesen Abend bitten wir um eine Anzahlung von {amount, number, amount} bis {due, date, full}, {due, time, clock} Uhr. Sobald sie eingegangen ist, sind Ihre Plätze bestätigt; ohne sie geben wir die Plätze dann wieder frei.',
  'event.requested.prepayment':
    'Für diesen Abend bitten wir um Vorauszahlung von {amount, number, amount} bis {due, date, full}, {due, time, clock} Uhr. Sobald sie eingegangen ist, sind Ihre Plätze bestätigt; ohne sie geben wir die Plätze dann wieder frei.',
  'event.subject.deposit_reminder': 'Erinnerung: Ihre Zahlung für „{title}“ am {start, date, numeric}',
  'event.heading.deposit_reminder': 'Ihre Zahlung steht noch aus',
  'event.deposit_reminder.due':
    'wir haben Ihre Zahlung von {amount, number, amount} noch nicht erhalten. Bitte überweisen Sie sie bis {due, date, full}, {due, time, clock} Uhr; danach geben wir Ihre Plätze wieder frei. Haben Sie schon überwiesen, ist alles gut – eine Überweisung kann ein, zwei Tage dauern.',
  'event.subject.deposit_released':
    'Ihre Buchung für „{title}“ am {start, date, numeric} wurde storniert – Zahlung nicht eingegangen',
  'event.heading.deposit_released': 'Ihre Buchung wurde storniert: Die Zahlung ist nicht eingegangen',
  'event.deposit_released.released':
    'leider ist Ihre Zahlung nicht rechtzeitig bei uns eingegangen, deshalb haben wir Ihre Buchung storniert und die Plätze wieder freigegeben.',
  'label.prepayment': 'Vorauszahlung',
  'event.confirmed.reserved': 'wir freuen uns, Ihnen Ihre Buchung zu bestätigen. Ihre Plätze sind für Sie reserviert.',
  'event.confirmed.calendar': 'Im Anhang finden Sie einen Kalendereintrag für die Veranstaltung. Wir freuen uns auf Sie!',
  'event.cancelled.cancelled':
    'Ihre Buchung für diese Veranstaltung wurde storniert; die Plätze sind nicht mehr für Sie reserviert.',
  'event.cancelled.questions': 'Haben Sie Fragen dazu? Rufen Sie uns gern an unter {phone}.',
  'event.event_deleted.cancelled':
    'leider müssen wir Ihnen mitteilen, dass diese Veranstaltung abgesagt wurde und nicht wie geplant stattfindet. Ihre Buchung wurde deshalb storniert.',
  'event.event_deleted.apology':
    'Wir bitten um Ihr Verständnis und würden uns freuen, Sie bald bei einer anderen Veranstaltung oder zum Abendessen begrüßen zu dürfen. Bei Fragen erreichen Sie uns unter {phone}.',
  'event.changed.changed':
    'bei der Veranstaltung, für die Sie gebucht haben, hat sich etwas geändert. Unten finden Sie die neuen Angaben; Ihre Buchung und Ihre Plätze bleiben bestehen.',
  'event.changed.newDate':
    'Passt Ihnen der neue Termin nicht? Rufen Sie uns an unter {phone}, dann stornieren wir Ihre Buchung kostenfrei.',
  'event.changed.questions': 'Bei Fragen erreichen Sie uns unter {phone}.',
  'event.changed.calendar': 'Im Anhang finden Sie den geänderten Kalendereintrag; er ersetzt den bisherigen.',
  'event.subject.seats_changed': 'Ihre geänderte Buchung für „{title}“ am {start, date, numeric} um {start, time, clock} Uhr',
  'event.heading.seats_changed': 'Wir haben Ihre Änderung erhalten',
  'event.seats_changed.pending':
    'vielen Dank, Ihre Änderung ist bei uns eingegangen. Die Buchung wartet nun wieder auf unsere Bestätigung; wir melden uns innerhalb von {confirmationMinutes} Minuten per E-Mail.',
  'event.seats_changed.calendar':
    'Im Anhang finden Sie den geänderten Kalendereintrag, vorläufig bis zu unserer Bestätigung; er ersetzt den bisherigen.',
  'event.before': '{guests, plural, one {# Person} other {# Personen}}, {total, number, amount}',
  'event.moreEvents': 'Weitere Veranstaltungen ansehen',
  'event.ics.summary': '{title} – {restaurant}',
  'event.ics.description': 'Gebucht für {guests, plural, one {# Person} other {# Personen}}.\nTelefon: {phone}',
  'event.ics.filename': 'veranstaltung.ics',
};

const en: Record<keyof typeof de, string> = {
  greeting: 'Dear {name},',
  'notes.title': 'Good to know',
  'closing.regards': 'Kind regards',
  'label.date': 'Date',
  'label.time': 'Time',
  'label.guests': 'Guests',
  'label.name': 'Name',
  'label.specialRequests': 'Special requests',
  'label.event': 'Event',
  'label.total': 'Total',
  'label.before': 'Before',

  'policy.reservation.cancellation':
    'Free cancellation up to {cancellationHours, plural, one {# hour} other {# hours}} before your reservation – just give us a call or send us an email.',
  'policy.reservation.tableHeld':
    'We hold your table for {tableHeldMinutes, plural, one {# minute} other {# minutes}} past your reservation time.',
  'policy.reservation.noShow': 'For a no-show without cancellation we charge {noShowFee, number, price} per person.',
  'policy.event.cancellation':
    'Free cancellation up to {cancellationHours, plural, one {# hour} other {# hours}} before the event starts – just give us a call or send us an email.',

  'reservation.subject.requested': 'We have received your reservation request for {start, date, long} at {start, time, clock}',
  'reservation.subject.confirmed': 'Your reservation on {start, date, long} at {start, time, clock} is confirmed',
  'reservation.subject.cancelled': 'Your reservation on {start, date, long} at {start, time, clock} has been cancelled',
  'reservation.heading.requested': 'We have received your reservation request',
  'reservation.heading.confirmed': 'Your reservation is confirmed',
  'reservation.heading.cancelled': 'Your reservation has been cancelled',
  'reservation.requested.received': 'Thank you for your reservation request. We have received it; it is not confirmed yet.',
  'reservation.requested.next': 'We will check it and confirm your reservation by email within {confirmationMinutes} minutes.',
  'reservation.requested.deposit':
    'For a party of your size we ask for a deposit of {amount, number, amount} by {due, date, full}, {due, time, clock}. Your reservation is confirmed as soon as it has arrived; without it, we release the table at that time.',
  'reservation.subject.deposit_reminder': 'Reminder: your deposit for {start, date, long} at {start, time, clock}',
  'reservation.heading.deposit_reminder': 'Your deposit is still outstanding',
  'reservation.deposit_reminder.due':
    'we have not received your deposit of {amount, number, amount} yet. Please transfer it by {due, date, full}, {due, time, clock}; after that we release the table. If you have already paid, all is well – a transfer can take a day or two.',
  'reservation.subject.deposit_released':
    'Your reservation on {start, date, long} at {start, time, clock} was cancelled – deposit not received',
  'reservation.heading.deposit_released': 'Your reservation was cancelled: the deposit did not arrive',
  'reservation.deposit_released.released':
    'unfortunately your deposit did not reach us in time, so we have cancelled your reservation and released the table.',
  'reservation.deposit_released.paid':
    'If you have transferred it in the meantime, we will of course refund it. Would you still like to come? Call us on {phone}.',
  'label.deposit': 'Deposit',
  'label.depositDue': 'Due by',
  'label.holder': 'Account holder',
  'label.iban': 'IBAN',
  'label.bic': 'BIC',
  'label.reference': 'Reference',
  'value.depositDue': '{due, date, full}, {due, time, clock}',
  'deposit.girocode': 'Scan the GiroCode with your banking app: the amount, account and reference are filled in for you.',
  'deposit.girocodeAlt': 'GiroCode for transferring the deposit',
  'reservation.requested.callFirst':
    'To confirm your reservation, we will give you a call at {phone} shortly. Thank you for your understanding.',
  'reservation.confirmed.reserved': 'We are happy to confirm your reservation. Your table is reserved for you.',
  'reservation.confirmed.calendar': 'A calendar entry for your visit is attached. We look forward to welcoming you!',
  'reservation.cancelled.cancelled': 'Your reservation has been cancelled; the table is no longer reserved for you.',
  'reservation.cancelled.another': 'Any questions, or would you like another date? Call us on {phone} or book online.',
  'reservation.bookAgain': 'Book a table',
  'reservation.manage': 'View, change or cancel your reservation',
  'reservation.before': '{start, date, long}, {start, time, clock}, {guests, plural, one {# guest} other {# guests}}',
  'reservation.subject.changed': 'Your changed reservation for {start, date, long} at {start, time, clock}',
  'reservation.heading.changed': 'We have received your change',
  'reservation.changed.pending':
    'Thank you, we have received your change. Your reservation is now waiting for our confirmation again; we will reply by email within {confirmationMinutes} minutes.',
  'reservation.changed.calendar':
    'The changed calendar entry is attached, tentative until we confirm; it replaces the one you have.',
  'reservation.cancelled.calendar': 'A cancellation for your calendar is attached; it removes the entry.',
  'event.manage': 'View or cancel your booking',
  'waitlist.subject.joined': 'You are on the waitlist: {start, date, long} at {start, time, clock}',
  'waitlist.heading.joined': 'You are on the waitlist',
  'waitlist.joined.waiting':
    'Thank you. There is no table free for {guests, plural, one {# guest} other {# guests}} on {start, date, long} at {start, time, clock} right now; we have put you on the waitlist.',
  'waitlist.joined.next':
    'As soon as a table frees up we will email you – whoever joined first gets the first offer. You can then book it with one click.',
  'waitlist.subject.offered': 'A table has become free: {start, date, long} at {start, time, clock}',
  'waitlist.heading.offered': 'A table has become free for you',
  'waitlist.offered.free':
    'Good news: a table for {guests, plural, one {# guest} other {# guests}} on {start, date, long} at {start, time, clock} has become free.',
  'waitlist.offered.until':
    'Book it by {expires, date, long}, {expires, time, clock} through the link below; after that we offer it to the next guest.',
  'waitlist.claim': 'Book the table now',
  'waitlist.leave': 'See your place or leave the waitlist',
  'waitlist.event.subject.joined': 'You are on the waitlist for "{title}"',
  'waitlist.event.heading.joined': 'You are on the waitlist',
  'waitlist.event.joined.waiting':
    'Thank you. There are no {guests, plural, one {# seat} other {# seats}} left for "{title}" on {start, date, long} at {start, time, clock} right now; we have put you on the waitlist.',
  'waitlist.event.joined.next':
    'As soon as seats free up we will email you – whoever joined first gets the first offer. You can then book them with one click.',
  'waitlist.event.subject.offered': 'Seats have become free: "{title}" on {start, date, long}',
  'waitlist.event.heading.offered': 'Seats have become free for you',
  'waitlist.event.offered.free':
    'Good news: {guests, plural, one {# seat} other {# seats}} for "{title}" on {start, date, long} at {start, time, clock} {guests, plural, one {has} other {have}} become free.',
  'waitlist.event.offered.until':
    'Book {guests, plural, one {it} other {them}} by {expires, date, long}, {expires, time, clock} through the link below; after that we offer {guests, plural, one {it} other {them}} to the next guest.',
  'waitlist.event.claim': 'Book the seats now',
  'privacy.subject.requested': 'Your data at {restaurant}',
  'privacy.heading.requested': 'Your data: access and erasure',
  'privacy.requested.link':
    'You asked which data we store about this email address. Through the link below you can see all of it, download it as a file and ask for its erasure.',
  'privacy.requested.until': 'The link is valid until {until, date, long}, {until, time, clock}.',
  'privacy.requested.notYou': "Didn't ask for this? Then simply ignore this email.",
  'privacy.requested.open': 'See my data',
  'privacy.subject.erased': 'Your data at {restaurant} has been erased',
  'privacy.heading.erased': 'Your data has been erased',
  'privacy.erased.done':
    'As you asked, we have erased all data about this email address: your messages and reviews, your places on waitlists, and from your reservations and bookings your name, email address, phone number and notes.',
  'privacy.erased.kept':
    'What a booking was – its day, party size, amount and status – we keep without your name for as long as our accounts require.',
  'privacy.erased.mail': 'This confirmation is the last email we send to this address.',
  'reservation.subject.still_pending': 'Your reservation request for {start, date, long} is still being checked',
  'reservation.heading.still_pending': 'Your request is still being checked',
  'reservation.still_pending.sorry':
    'We have not been able to confirm your reservation request yet – we are sorry it is taking longer than we promised.',
  'event.subject.still_pending': 'Your booking for "{title}" is still being checked',
  'event.heading.still_pending': 'Your booking is still being checked',
  'event.still_pending.sorry':
    'We have not been able to confirm your booking yet – we are sorry it is taking longer than we promised. Your seats stay held for you.',
  'followUp.stillPending.next':
    'We are checking it and will reply by email as soon as we can. If it is urgent, just call us on {phone}.',
  'reservation.subject.reminder': 'Reminder: your reservation on {start, date, long} at {start, time, clock}',
  'reservation.heading.reminder': 'We look forward to your visit',
  'reservation.reminder.lookForward': 'We look forward to welcoming you soon. Here is your reservation once more:',
  'event.subject.reminder': 'Reminder: "{title}" on {start, date, long} at {start, time, clock}',
  'event.heading.reminder': 'We look forward to your visit',
  'event.reminder.lookForward': 'We look forward to welcoming you to our event soon. Here is your booking once more:',
  'followUp.reminder.cannotCome':
    'Cannot come after all? Please cancel through the link below (free of charge until {cancellationHours, plural, one {# hour} other {# hours}} before) or call us on {phone}.',
  'reservation.ics.summary': 'Table reservation – {restaurant}',
  'reservation.ics.description': 'Table for {guests, plural, one {# guest} other {# guests}}.\nPhone: {phone}',
  'reservation.ics.filename': 'reservation.ics',

  'event.subject.requested': 'We have received your booking for "{title}" on {start, date, long} at {start, time, clock}',
  'event.subject.confirmed': 'Your booking for "{title}" on {start, date, long} at {start, time, clock} is confirmed',
  'event.subject.cancelled': 'Your booking for "{title}" on {start, date, long} at {start, time, clock} has been cancelled',
  'event.subject.event_deleted': 'The event "{title}" on {start, date, long} at {start, time, clock} has been cancelled',
  'event.subject.changed': 'Your booking has changed: "{title}" on {start, date, long} at {start, time, clock}',
  'event.heading.requested': 'We have received your booking',
  'event.heading.confirmed': 'Your booking is confirmed',
  'event.heading.cancelled': 'Your booking has been cancelled',
  'event.heading.event_deleted': 'The event has been cancelled',
  'event.heading.changed': 'The event has changed',
  'event.requested.received':
    'Thank you for your booking. We have received it and it is waiting for our team to confirm it; your seats are held for you until then.',
  'event.requested.next': 'You will receive a confirmation email within {confirmationMinutes} minutes.',
  'event.requested.deposit':
    'For this evening we ask for a deposit of {amount, number, amount} by {due, date, full}, {due, time, clock}. Your places are confirmed as soon as it has arrived; without it, we release them at that time.',
  'event.requested.prepayment':
    'For this evening we ask for payment of {amount, number, amount} in advance by {due, date, full}, {due, time, clock}. Your places are confirmed as soon as it has arrived; without it, we release them at that time.',
  'event.subject.deposit_reminder': 'Reminder: your payment for "{title}" on {start, date, long}',
  'event.heading.deposit_reminder': 'Your payment is still outstanding',
  'event.deposit_reminder.due':
    'We have not received your payment of {amount, number, amount} yet. Please transfer it by {due, date, full}, {due, time, clock}; after that we release your places. If you have already paid, all is well – a transfer can take a day or two.',
  'event.subject.deposit_released': 'Your booking for "{title}" on {start, date, long} was cancelled – payment not received',
  'event.heading.deposit_released': 'Your booking was cancelled: the payment did not arrive',
  'event.deposit_released.released':
    'Unfortunately your payment did not reach us in time, so we have cancelled your booking and released your places.',
  'label.prepayment': 'Payment in advance',
  'event.confirmed.reserved': 'We are happy to confirm your booking. Your seats are reserved for you.',
  'event.confirmed.calendar': 'A calendar entry for the event is attached. We look forward to welcoming you!',
  'event.cancelled.cancelled': 'Your booking for this event has been cancelled; the seats are no longer reserved for you.',
  'event.cancelled.questions': 'Any questions? Just call us on {phone}.',
  'event.event_deleted.cancelled':
    'We are sorry to let you know that this event has been cancelled and will not take place as planned. Your booking has therefore been cancelled.',
  'event.event_deleted.apology':
    'We apologise for the inconvenience and hope to welcome you soon at another event or for dinner. If you have any questions, call us on {phone}.',
  'event.changed.changed':
    'Something has changed about the event you booked. The new details are below; your booking and your seats stay as they are.',
  'event.changed.newDate': 'Does the new date not suit you? Call us on {phone} and we will cancel your booking free of charge.',
  'event.changed.questions': 'If you have any questions, call us on {phone}.',
  'event.changed.calendar': 'The updated calendar entry is attached; it replaces the one you have.',
  'event.subject.seats_changed': 'Your changed booking for "{title}" on {start, date, long} at {start, time, clock}',
  'event.heading.seats_changed': 'We have received your change',
  'event.seats_changed.pending':
    'Thank you, we have received your change. Your booking is now waiting for our confirmation again; we will reply by email within {confirmationMinutes} minutes.',
  'event.seats_changed.calendar':
    'The changed calendar entry is attached, tentative until we confirm; it replaces the one you have.',
  'event.before': '{guests, plural, one {# guest} other {# guests}}, {total, number, amount}',
  'event.moreEvents': 'See our other events',
  'event.ics.summary': '{title} – {restaurant}',
  'event.ics.description': 'Booked for {guests, plural, one {# guest} other {# guests}}.\nPhone: {phone}',
  'event.ics.filename': 'event.ics',
};

export const guestMailMessages = { de, en } satisfies Messages<keyof typeof de>;
export const guestText = mailText(guestMailMessages);
