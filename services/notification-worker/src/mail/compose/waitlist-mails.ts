import {
  berlinLocalToInstant,
  waitlistLeavePath,
  waitlistOfferPath,
  type waitlistJoined,
  type waitlistOffered,
} from '@ristorante/contracts';
import type { z } from 'zod';
import type { MailContext, OutgoingMail } from '../outgoing-mail.js';
import { commonText } from './common-mail-messages.js';
import { oneLine, subjectPart } from './escape.js';
import { guestText } from './guest-mail-messages.js';
import { renderHtml, renderText, type MailDocument } from './layout.js';
import { restaurant, siteUrlOf } from './restaurant.js';

type Joined = z.infer<(typeof waitlistJoined)['payload']>;
type Offered = z.infer<(typeof waitlistOffered)['payload']>;

/** The slot's Berlin instant, checked: one that names no moment throws (dead letter). */
function startOf(facts: Joined): Date {
  const start = /^\d{2}:\d{2}$/.test(facts.time) ? berlinLocalToInstant(`${facts.date}T${facts.time}`) : undefined;
  if (!start) throw new Error(`waitlist slot names no moment: ${JSON.stringify(`${facts.date} ${facts.time}`)}`);
  return start;
}

/**
 * The guest's mails about a full slot's waitlist (docs/decisions.md 115), or a sold-out event's (117), in their
 * language: that they are on it (with the link to leave it), and the offer of a freed table (or freed seats) with the
 * link to claim it and until when.
 */
export function waitlistGuestMail(news: 'joined' | 'offered', facts: Joined | Offered, context: MailContext): OutgoingMail {
  const locale = facts.locale;
  const start = startOf(facts);
  const offer = news === 'offered' ? (facts as Offered) : undefined;
  // An event's entry names its title; its texts are the `waitlist.event.` ones.
  const title = (locale === 'de' ? facts.eventTitleDe : facts.eventTitleEn) ?? undefined;
  const texts = title === undefined ? 'waitlist' : 'waitlist.event';
  const values = { guests: facts.guests, start, title: title === undefined ? '' : oneLine(title) };
  const doc: MailDocument = {
    locale,
    heading: guestText(`${texts}.heading.${news}`, locale),
    greeting: guestText('greeting', locale, { name: oneLine(facts.name) }),
    paragraphs: offer
      ? [
          guestText(`${texts}.offered.free`, locale, values),
          guestText(`${texts}.offered.until`, locale, { expires: new Date(offer.expiresAt), guests: facts.guests }),
        ]
      : [guestText(`${texts}.joined.waiting`, locale, values), guestText(`${texts}.joined.next`, locale)],
    facts: [
      ...(title === undefined ? [] : [{ label: guestText('label.event', locale), value: title }]),
      { label: guestText('label.date', locale), value: commonText('value.date', locale, { start }) },
      { label: guestText('label.time', locale), value: commonText('value.time', locale, { start }) },
      { label: guestText('label.guests', locale), value: String(facts.guests) },
      { label: guestText('label.name', locale), value: facts.name },
    ],
    // The place's own link, to see it or leave it (docs/decisions.md 132); an entry joined before has none.
    ...(!offer && (facts as Joined).leaveToken
      ? {
          manage: {
            label: guestText('waitlist.leave', locale),
            url: siteUrlOf(context, waitlistLeavePath(locale, (facts as Joined).leaveToken!)),
          },
        }
      : {}),
    ...(offer
      ? {
          action: {
            label: guestText(`${texts}.claim`, locale),
            url: siteUrlOf(context, waitlistOfferPath(locale, offer.offerToken)),
          },
        }
      : {}),
    closing: [guestText('closing.regards', locale), restaurant.name],
  };
  return {
    kind: `waitlist.${news}:guest`,
    to: facts.email,
    subject: oneLine(guestText(`${texts}.subject.${news}`, locale, { ...values, title: subjectPart(values.title, 60) })),
    text: renderText(doc),
    html: renderHtml(doc),
  };
}
