import { featureMessages } from '../../i18n/feature-messages';

/**
 * The contact page's texts (ids start with 'contact.'). Field errors come from the shared inbox validation
 * messages (i18n/inbox-validation-messages.ts), the week's hours from the shell ('day.*', 'hours.*').
 */
export const contactMessages = featureMessages({
  de: {
    'contact.title': 'Kontakt',
    'contact.lead':
      'Fragen, Wünsche oder Anregungen? Schreiben Sie uns oder rufen Sie an – wir melden uns so bald wie möglich bei Ihnen.',
    'contact.details.title': 'So erreichen Sie uns',
    'contact.details.address': 'Adresse',
    'contact.details.phone': 'Telefon',
    'contact.details.email': 'E-Mail',
    'contact.details.hours': 'Öffnungszeiten',
    'contact.details.kitchen': 'Die Küche schließt um {time} Uhr.',
    'contact.map.link': 'Auf OpenStreetMap ansehen',
    'contact.map.note': 'Der Link öffnet openstreetmap.org. Bis Sie ihm folgen, wird nichts von dort geladen.',
    'contact.form.title': 'Schreiben Sie uns',
    'contact.form.required': 'Mit * markierte Felder sind Pflichtfelder.',
    'contact.form.name': 'Name',
    'contact.form.email': 'E-Mail',
    'contact.form.subject': 'Betreff',
    'contact.form.message': 'Nachricht',
    'contact.form.messageHint': '{count} von {max} Zeichen (mindestens {min})',
    'contact.form.website': 'Dieses Feld bitte leer lassen',
    'contact.form.submit': 'Nachricht senden',
    'contact.form.submitting': 'Wird gesendet …',
    'contact.success': 'Vielen Dank! Ihre Nachricht wurde erfolgreich gesendet.',
    'contact.error': 'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
  en: {
    'contact.title': 'Contact',
    'contact.lead':
      'Questions, wishes or suggestions? Write to us or give us a call – we will get back to you as soon as we can.',
    'contact.details.title': 'How to reach us',
    'contact.details.address': 'Address',
    'contact.details.phone': 'Phone',
    'contact.details.email': 'Email',
    'contact.details.hours': 'Opening hours',
    'contact.details.kitchen': 'The kitchen closes at {time}.',
    'contact.map.link': 'View on OpenStreetMap',
    'contact.map.note': 'The link opens openstreetmap.org. Nothing is loaded from there until you follow it.',
    'contact.form.title': 'Send us a message',
    'contact.form.required': 'Fields marked * are required.',
    'contact.form.name': 'Name',
    'contact.form.email': 'Email',
    'contact.form.subject': 'Subject',
    'contact.form.message': 'Message',
    'contact.form.messageHint': '{count} of {max} characters (at least {min})',
    'contact.form.website': 'Leave this field empty',
    'contact.form.submit': 'Send Message',
    'contact.form.submitting': 'Sending...',
    'contact.success': 'Thank you! Your message has been sent successfully.',
    'contact.error': 'There was an error sending your message. Please try again.',
  },
});
