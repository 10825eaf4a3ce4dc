import { featureMessages } from '../../i18n/feature-messages';

/**
 * The page a waitlist offer's link opens (ids start with 'waitlistOffer.'; docs/decisions.md 115, an event's 117), and
 * the joined mail's link to see or leave the place ('waitlistPlace.'; 132).
 */
export const waitlistOfferMessages = featureMessages({
  de: {
    'waitlistOffer.title': 'Ein Tisch für Sie',
    'waitlistOffer.loading': 'Ihr Angebot wird geladen …',
    'waitlistOffer.invalid': 'Dieser Link ist nicht gültig.',
    'waitlistOffer.invalidHint':
      'Bitte öffnen Sie den Link aus Ihrer E-Mail noch einmal vollständig, oder rufen Sie uns an: {phone}',
    'waitlistOffer.failed': 'Ihr Angebot konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    'waitlistOffer.retry': 'Erneut versuchen',
    'waitlistOffer.free':
      'Für {guests, plural, one {# Person} other {# Personen}} ist am {date} um {time} Uhr ein Tisch frei geworden.',
    'waitlistOffer.until': 'Reservieren Sie ihn bis {deadline}; danach bieten wir ihn dem nächsten Gast an.',
    'waitlistOffer.claim': 'Tisch jetzt reservieren',
    'waitlistOffer.claiming': 'Wird gesendet …',
    'waitlistOffer.claimed':
      'Vielen Dank! Ihre Reservierungsanfrage ist eingegangen; wir bestätigen sie Ihnen innerhalb von {minutes} Minuten per E-Mail.',
    'waitlistOffer.expired': 'Dieses Angebot ist abgelaufen.',
    'waitlistOffer.bookOther': 'Eine andere Zeit reservieren',
    'waitlistOffer.error': 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.',
    'waitlistOffer.eventTitle': 'Plätze für Sie',
    'waitlistOffer.eventFree':
      'Für „{title}“ am {date} um {time} Uhr {guests, plural, one {ist # Platz} other {sind # Plätze}} für Sie frei geworden.',
    'waitlistOffer.eventUntil':
      'Buchen Sie {guests, plural, one {ihn} other {sie}} bis {deadline}; danach bieten wir {guests, plural, one {ihn} other {sie}} dem nächsten Gast an.',
    'waitlistOffer.eventClaim': 'Plätze jetzt buchen',
    'waitlistOffer.eventClaimed':
      'Vielen Dank! Ihre Buchung ist eingegangen; wir bestätigen sie Ihnen innerhalb von {minutes} Minuten per E-Mail.',
    'waitlistOffer.moreEvents': 'Weitere Veranstaltungen ansehen',
    'waitlistPlace.title': 'Ihr Platz auf der Warteliste',
    'waitlistPlace.table':
      'Sie warten auf einen Tisch für {guests, plural, one {# Person} other {# Personen}} am {date} um {time} Uhr.',
    'waitlistPlace.event':
      'Sie warten auf {guests, plural, one {# Platz} other {# Plätze}} für „{title}“ am {date} um {time} Uhr.',
    'waitlistPlace.ahead':
      '{ahead, plural, =0 {Niemand wartet vor Ihnen.} one {Vor Ihnen wartet # Gast.} other {Vor Ihnen warten # Gäste.}}',
    'waitlistPlace.offered': 'Wir haben Ihnen bereits einen Platz angeboten: Den Link zum Buchen finden Sie in unserer E-Mail.',
    'waitlistPlace.leave': 'Von der Warteliste abmelden',
    'waitlistPlace.leaving': 'Wird abgemeldet …',
    'waitlistPlace.left': 'Sie stehen nicht mehr auf der Warteliste. Vielen Dank, dass Sie uns Bescheid gegeben haben.',
    'waitlistPlace.claimed': 'Aus diesem Platz ist bereits Ihre Buchung geworden; sie steht in Ihrer E-Mail.',
    'waitlistPlace.expired': 'Dieser Platz auf der Warteliste ist abgelaufen.',
    'waitlistPlace.bookOther': 'Eine andere Zeit reservieren',
  },
  en: {
    'waitlistOffer.title': 'A table for you',
    'waitlistOffer.loading': 'Loading your offer …',
    'waitlistOffer.invalid': 'This link is not valid.',
    'waitlistOffer.invalidHint': 'Please open the link from your email again, in full, or call us: {phone}',
    'waitlistOffer.failed': 'Your offer could not be loaded just now. Please try again in a moment.',
    'waitlistOffer.retry': 'Try again',
    'waitlistOffer.free': 'A table for {guests, plural, one {# guest} other {# guests}} has become free on {date} at {time}.',
    'waitlistOffer.until': 'Book it by {deadline}; after that we offer it to the next guest.',
    'waitlistOffer.claim': 'Book the table now',
    'waitlistOffer.claiming': 'Sending …',
    'waitlistOffer.claimed':
      'Thank you! Your reservation request has been sent; we will confirm it by email within {minutes} minutes.',
    'waitlistOffer.expired': 'This offer has expired.',
    'waitlistOffer.bookOther': 'Book another time',
    'waitlistOffer.error': 'That did not work. Please try again in a moment.',
    'waitlistOffer.eventTitle': 'Seats for you',
    'waitlistOffer.eventFree':
      '{guests, plural, one {# seat} other {# seats}} for "{title}" on {date} at {time} {guests, plural, one {has} other {have}} become free for you.',
    'waitlistOffer.eventUntil':
      'Book {guests, plural, one {it} other {them}} by {deadline}; after that we offer {guests, plural, one {it} other {them}} to the next guest.',
    'waitlistOffer.eventClaim': 'Book the seats now',
    'waitlistOffer.eventClaimed':
      'Thank you! Your booking has been received; we will confirm it by email within {minutes} minutes.',
    'waitlistOffer.moreEvents': 'See our other events',
    'waitlistPlace.title': 'Your place on the waitlist',
    'waitlistPlace.table':
      'You are waiting for a table for {guests, plural, one {# guest} other {# guests}} on {date} at {time}.',
    'waitlistPlace.event':
      'You are waiting for {guests, plural, one {# seat} other {# seats}} for "{title}" on {date} at {time}.',
    'waitlistPlace.ahead':
      '{ahead, plural, =0 {Nobody is waiting before you.} one {# guest is waiting before you.} other {# guests are waiting before you.}}',
    'waitlistPlace.offered': 'We have already offered you a place: the link to book it is in our email.',
    'waitlistPlace.leave': 'Leave the waitlist',
    'waitlistPlace.leaving': 'Leaving …',
    'waitlistPlace.left': 'You are no longer on the waitlist. Thank you for letting us know.',
    'waitlistPlace.claimed': 'This place has already become your booking; it is in your email.',
    'waitlistPlace.expired': 'This place on the waitlist has expired.',
    'waitlistPlace.bookOther': 'Book another time',
  },
});
