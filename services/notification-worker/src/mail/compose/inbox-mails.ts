import type { contactReceived, feedbackReceived } from '@ristorante/contracts';
import type { z } from 'zod';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { languageName } from './format.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl } from './restaurant.js';

type ContactFacts = z.infer<(typeof contactReceived)['payload']>;
type FeedbackFacts = z.infer<(typeof feedbackReceived)['payload']>;

const replyHint = 'Eine Antwort auf diese E-Mail geht direkt an den Gast.';

/** A contact form message, for staff: who wrote, about what, the message itself, and Reply-To the guest. */
export function contactStaffMail(facts: ContactFacts, context: MailContext): OutgoingMail {
  const doc: MailDocument = {
    locale: 'de',
    heading: 'Neue Nachricht über das Kontaktformular',
    paragraphs: [replyHint],
    facts: [
      { label: 'Name', value: facts.name },
      { label: 'E-Mail', value: facts.email },
      { label: 'Sprache', value: languageName(facts.locale) },
      { label: 'Betreff', value: facts.subject },
    ],
    blocks: [{ title: 'Nachricht', body: facts.message }],
    action: { label: 'Im Dashboard öffnen', url: dashboardUrl(context, 'contact') },
  };
  return {
    kind: 'contact.received:staff',
    to: context.staffEmail,
    replyTo: facts.email,
    subject: oneLine(`Neue Kontaktanfrage von ${subjectPart(facts.name)}: ${subjectPart(facts.subject)}`),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}

function stars(rating: number): string {
  return rating >= 1 && rating <= 5 ? `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ` : '';
}

/** Feedback, for staff: the rating, what the guest wrote, and whether it may be published. */
export function feedbackStaffMail(facts: FeedbackFacts, context: MailContext): OutgoingMail {
  const rows: Fact[] = [
    { label: 'Name', value: facts.name },
    { label: 'E-Mail', value: facts.email },
    { label: 'Bewertung', value: `${stars(facts.rating)}${facts.rating} von 5` },
    { label: 'Veröffentlichen', value: facts.consentToPublish ? 'Ja, der Gast ist einverstanden' : 'Nein' },
    { label: 'Sprache', value: languageName(facts.locale) },
  ];
  const blocks = [{ title: 'Erfahrung', body: facts.experience }];
  if (facts.suggestions !== null && facts.suggestions.trim() !== '') {
    blocks.push({ title: 'Vorschläge', body: facts.suggestions });
  }
  const doc: MailDocument = {
    locale: 'de',
    heading: 'Neues Feedback',
    paragraphs: [
      facts.consentToPublish
        ? 'Der Gast erlaubt die Veröffentlichung: nach Ihrer Freigabe erscheint das Feedback als Bewertung auf der Website.'
        : 'Der Gast hat der Veröffentlichung nicht zugestimmt; das Feedback bleibt intern.',
      replyHint,
    ],
    facts: rows,
    blocks,
    action: { label: 'Im Dashboard öffnen', url: dashboardUrl(context, 'feedback') },
  };
  return {
    kind: 'feedback.received:staff',
    to: context.staffEmail,
    replyTo: facts.email,
    subject: oneLine(`Neues Feedback von ${subjectPart(facts.name)}: ${facts.rating} von 5 Sternen`),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
