import { featureMessages } from '../../i18n/feature-messages';

/** The page a waitlist offer's link opens (ids start with 'waitlistOffer.'; docs/decisions.md 115, an event's 117). */
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
  },
});
