import { myDataPath, type personalDataErased, type personalDataRequested } from '@ristorante/contracts';
import type { z } from 'zod';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { oneLine } from './escape.js';
import { guestText } from './guest-mail-messages.js';
import { renderHtml, renderText, type MailDocument } from './layout.js';
import { restaurant, siteUrlOf } from './restaurant.js';

type Requested = z.infer<(typeof personalDataRequested)['payload']>;
type Erased = z.infer<(typeof personalDataErased)['payload']>;

/**
 * A guest's data rights (docs/decisions.md 116), in the language they asked in: the link to their data (sent to the
 * address itself, so only its owner can follow it), and the receipt of an erasure, saying what was kept and why.
 */
export function privacyGuestMail(news: 'requested' | 'erased', facts: Requested | Erased, context: MailContext): OutgoingMail {
  const locale = facts.locale;
  const requested = news === 'requested' ? (facts as Requested) : undefined;
  const doc: MailDocument = {
    locale,
    heading: guestText(`privacy.heading.${news}`, locale),
    paragraphs: requested
      ? [
          guestText('privacy.requested.link', locale),
          guestText('privacy.requested.until', locale, { until: new Date(requested.expiresAt) }),
          guestText('privacy.requested.notYou', locale),
        ]
      : [
          guestText('privacy.erased.done', locale),
          guestText('privacy.erased.kept', locale),
          guestText('privacy.erased.mail', locale),
        ],
    facts: [],
    ...(requested
      ? {
          action: {
            label: guestText('privacy.requested.open', locale),
            url: siteUrlOf(context, myDataPath(locale, requested.accessToken)),
          },
        }
      : {}),
    closing: [guestText('closing.regards', locale), restaurant.name],
  };
  return {
    kind: `personal_data.${news}:guest`,
    to: facts.email,
    subject: oneLine(guestText(`privacy.subject.${news}`, locale)),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
