import { featureMessages } from '../../../i18n/feature-messages';

/** The feedback and contact tabs: what guests wrote, newest first. */
const de = {
  'admin.feedback.readOnly': 'Freigeben und Löschen kommen mit dem nächsten Ausbau des Dashboards.',
  'admin.contact.readOnly': 'Als beantwortet markieren und Löschen kommen mit dem nächsten Ausbau des Dashboards.',
  'admin.inbox.loading': 'Wird geladen …',

  'admin.feedback.title': 'Feedback',
  'admin.feedback.empty': 'Noch kein Feedback.',
  'admin.feedback.rating': '{rating} von 5 Sternen',
  'admin.feedback.suggestions': 'Vorschläge: {text}',
  'admin.feedback.approved': 'Veröffentlicht',
  'admin.feedback.notApproved': 'Nicht veröffentlicht',
  'admin.feedback.consent': 'Darf veröffentlicht werden',
  'admin.feedback.noConsent': 'Nicht zur Veröffentlichung',
  'admin.feedback.count': '{count, plural, one {# Eintrag} other {# Einträge}}, {pending} noch nicht veröffentlicht',

  'admin.contact.title': 'Kontakt',
  'admin.contact.empty': 'Noch keine Nachrichten.',
  'admin.contact.new': 'Neu',
  'admin.contact.replied': 'Beantwortet',
  'admin.contact.count': '{count, plural, one {# Nachricht} other {# Nachrichten}}, {unread} neu',
} satisfies Record<string, string>;

const en = {
  'admin.feedback.readOnly': 'Approving and deleting come with the next stage of the dashboard.',
  'admin.contact.readOnly': 'Marking as replied and deleting come with the next stage of the dashboard.',
  'admin.inbox.loading': 'Loading …',

  'admin.feedback.title': 'Feedback',
  'admin.feedback.empty': 'No feedback yet.',
  'admin.feedback.rating': '{rating} out of 5 stars',
  'admin.feedback.suggestions': 'Suggestions: {text}',
  'admin.feedback.approved': 'Published',
  'admin.feedback.notApproved': 'Not published',
  'admin.feedback.consent': 'May be published',
  'admin.feedback.noConsent': 'Not for publication',
  'admin.feedback.count': '{count, plural, one {# entry} other {# entries}}, {pending} not published yet',

  'admin.contact.title': 'Contact',
  'admin.contact.empty': 'No messages yet.',
  'admin.contact.new': 'New',
  'admin.contact.replied': 'Replied',
  'admin.contact.count': '{count, plural, one {# message} other {# messages}}, {unread} new',
} satisfies Record<keyof typeof de, string>;

export const inboxMessages = featureMessages({ de, en });
