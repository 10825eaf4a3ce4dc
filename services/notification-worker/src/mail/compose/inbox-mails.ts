import type { contactReceived, feedbackReceived } from '@ristorante/contracts';
import type { z } from 'zod';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine, subjectPart } from './escape.js';
import { renderHtml, renderText, type Fact, type MailDocument } from './layout.js';
import { dashboardUrl } from './restaurant.js';
import { staffText } from './staff-mail-messages.js';

type ContactFacts = z.infer<(typeof contactReceived)['payload']>;
type FeedbackFacts = z.infer<(typeof feedbackReceived)['payload']>;

/** A contact form message, for staff: who wrote, about what, the message itself, and Reply-To the guest. */
export function contactStaffMail(facts: ContactFacts, context: MailContext): OutgoingMail {
  const locale = context.staffLocale;
  const doc: MailDocument = {
    locale,
    heading: staffText('contact.heading', locale),
    paragraphs: [staffText('replyHint', locale)],
    facts: [
      { label: staffText('label.name', locale), value: facts.name },
      { label: staffText('label.email', locale), value: facts.email },
      { label: staffText('label.language', locale), value: staffText('value.language', locale, { language: facts.locale }) },
      { label: staffText('label.subject', locale), value: facts.subject },
    ],
    blocks: [{ title: staffText('label.message', locale), body: facts.message }],
    action: { label: staffText('openDashboard', locale), url: dashboardUrl(context, 'contact') },
  };
  return {
    kind: 'contact.received:staff',
    to: context.staffEmail,
    replyTo: facts.email,
    subject: oneLine(
      staffText('contact.subject', locale, { name: subjectPart(facts.name), subject: subjectPart(facts.subject) }),
    ),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}

/** The rating as stars before its number ('★★★★☆ '): a picture, the same in every language. */
function stars(rating: number): string {
  return rating >= 1 && rating <= 5 ? `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ` : '';
}

/** Feedback, for staff: the rating, what the guest wrote, and whether it may be published. */
export function feedbackStaffMail(facts: FeedbackFacts, context: MailContext): OutgoingMail {
  const locale = context.staffLocale;
  const consent = facts.consentToPublish ? 'yes' : 'no';
  const rows: Fact[] = [
    { label: staffText('label.name', locale), value: facts.name },
    { label: staffText('label.email', locale), value: facts.email },
    {
      label: staffText('label.rating', locale),
      value: staffText('feedback.rating', locale, { stars: stars(facts.rating), rating: facts.rating }),
    },
    { label: staffText('label.publish', locale), value: staffText(`feedback.publish.${consent}`, locale) },
    { label: staffText('label.language', locale), value: staffText('value.language', locale, { language: facts.locale }) },
  ];
  const blocks = [{ title: staffText('label.experience', locale), body: facts.experience }];
  if (facts.suggestions !== null && facts.suggestions.trim() !== '') {
    blocks.push({ title: staffText('label.suggestions', locale), body: facts.suggestions });
  }
  const doc: MailDocument = {
    locale,
    heading: staffText('feedback.heading', locale),
    paragraphs: [staffText(`feedback.consent.${consent}`, locale), staffText('replyHint', locale)],
    facts: rows,
    blocks,
    action: { label: staffText('openDashboard', locale), url: dashboardUrl(context, 'feedback') },
  };
  return {
    kind: 'feedback.received:staff',
    to: context.staffEmail,
    replyTo: facts.email,
    subject: oneLine(staffText('feedback.subject', locale, { name: subjectPart(facts.name), rating: facts.rating })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
