import { messageKeys, type Messages } from '../validation/message-keys.js';

/** The contact and feedback forms (docs/product.md, 'Forms and their rules'); name and e-mail share the booking forms' messages. */
export const inboxMessages = {
  en: {
    'inbox.subject.required': 'Subject is required',
    'inbox.subject.tooShort': 'Subject must be at least 3 characters long',
    'inbox.subject.tooLong': 'Please keep the subject under 200 characters',
    'inbox.message.required': 'Message is required',
    'inbox.message.tooShort': 'Message must be at least 10 characters long',
    'inbox.message.tooLong': 'Please keep your message under 5000 characters',
    'inbox.rating.invalid': 'Please choose a rating from 1 to 5',
    'inbox.experience.required': 'Please tell us about your experience',
    'inbox.experience.tooLong': 'Please keep your text under 5000 characters',
    'inbox.suggestions.tooLong': 'Please keep your suggestions under 5000 characters',
    'inbox.consent.invalid': 'Please choose yes or no',
    'inbox.status.invalid': 'Please choose unread or replied',
    'inbox.contact.notFound': 'Message not found',
    'inbox.feedback.notFound': 'Feedback not found',
    'inbox.dataRequest.invalid': 'This link is not valid.',
    'inbox.dataRequest.expired': 'This link has expired. Please ask for a new one on the privacy page.',
  },
  de: {
    'inbox.subject.required': 'Betreff ist erforderlich',
    'inbox.subject.tooShort': 'Der Betreff muss mindestens 3 Zeichen lang sein',
    'inbox.subject.tooLong': 'Bitte fassen Sie den Betreff in weniger als 200 Zeichen',
    'inbox.message.required': 'Nachricht ist erforderlich',
    'inbox.message.tooShort': 'Die Nachricht muss mindestens 10 Zeichen lang sein',
    'inbox.message.tooLong': 'Bitte fassen Sie Ihre Nachricht in weniger als 5000 Zeichen',
    'inbox.rating.invalid': 'Bitte wählen Sie eine Bewertung von 1 bis 5',
    'inbox.experience.required': 'Bitte erzählen Sie uns von Ihrem Besuch',
    'inbox.experience.tooLong': 'Bitte fassen Sie Ihren Text in weniger als 5000 Zeichen',
    'inbox.suggestions.tooLong': 'Bitte fassen Sie Ihre Vorschläge in weniger als 5000 Zeichen',
    'inbox.consent.invalid': 'Bitte wählen Sie Ja oder Nein',
    'inbox.status.invalid': 'Bitte wählen Sie ungelesen oder beantwortet',
    'inbox.contact.notFound': 'Nachricht nicht gefunden',
    'inbox.dataRequest.invalid': 'Dieser Link ist nicht gültig.',
    'inbox.dataRequest.expired': 'Dieser Link ist abgelaufen. Bitte fordern Sie auf der Datenschutzseite einen neuen an.',
    'inbox.feedback.notFound': 'Feedback nicht gefunden',
  },
} satisfies Messages<string>;
export const inboxText = messageKeys(inboxMessages);
