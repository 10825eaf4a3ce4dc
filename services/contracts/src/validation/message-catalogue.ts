import { accountMessages } from '../auth/account-messages.js';
import { bookingMessages } from '../booking/booking-messages.js';
import { floorMessages } from '../booking/floor-messages.js';
import { guestProfileMessages } from '../booking/guest-profile-messages.js';
import { scheduleMessages } from '../booking/schedule-messages.js';
import { blogPostMessages } from '../catalog/blog-post-messages.js';
import { catalogMessages } from '../catalog/catalog-messages.js';
import { instagramPostMessages } from '../catalog/instagram-post-messages.js';
import { inboxMessages } from '../inbox/inbox-messages.js';
import { homeMessages } from '../site/home-messages.js';
import { restaurantMessages } from '../site/restaurant-messages.js';
import { siteConfig, isLocale, type Locale } from '../site/site-config.js';
import { commonMessages } from './common-messages.js';
import { messageFormatter, type MessageValues } from './message-format.js';
import type { Messages } from './message-keys.js';

/** Every feature's messages in one lookup; a feature adds its catalogue here. */
const catalogues = [
  commonMessages,
  catalogMessages,
  bookingMessages,
  scheduleMessages,
  floorMessages,
  guestProfileMessages,
  inboxMessages,
  accountMessages,
  restaurantMessages,
  blogPostMessages,
  instagramPostMessages,
  homeMessages,
];

const allMessages = {
  de: Object.assign({}, ...catalogues.map((catalogue) => catalogue.de)) as Record<string, string>,
  en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)) as Record<string, string>,
} satisfies Messages<string>;
const format = messageFormatter(allMessages);

/**
 * The text of a message key in `locale`, an ICU message (docs/decisions.md 104) formatted with `values`: German
 * when that language lacks it, and the key itself when no catalogue has it (so a plain sentence passes through
 * unchanged, braces and all). Numbers are written as the language writes them (`0,1 MB`). This answers in an
 * error handler, so a message whose values are missing does not throw: it comes back unformatted, placeholders
 * showing, as the hand-made interpolation before it left them.
 */
export function localizeMessage(key: string, locale: Locale, values: MessageValues = {}): string {
  if (!Object.hasOwn(allMessages.de, key) && !Object.hasOwn(allMessages.en, key)) return key;
  try {
    return format(key, locale, values);
  } catch {
    return Object.hasOwn(allMessages[locale], key) ? allMessages[locale][key]! : allMessages[siteConfig.defaultLocale][key]!;
  }
}

/** The site locale a request asks for: an explicit one first (a form's `locale`), then Accept-Language, then German. */
export function requestLocale(explicit: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof explicit === 'string' && isLocale(explicit)) return explicit;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.toLowerCase().split('-', 1)[0] ?? '', weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const match = ranked.find((entry) => isLocale(entry.language))?.language;
  return match && isLocale(match) ? match : siteConfig.defaultLocale;
}
