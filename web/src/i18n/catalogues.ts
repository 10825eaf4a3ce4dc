import type { bookingMessages, commonMessages, inboxMessages as inboxValidationMessages } from '@ristorante/contracts';
import type { partySizeMessages } from './party-size-messages';
import type { privacyNoteMessages } from './privacy-note-messages';
import type { de as shellDe } from './messages/de';

/**
 * The German catalogue of every text source, by name (German is the complete list). Shared code registers its
 * own here: the shell's, the privacy note, and the validation messages the services answer with (so a field
 * error reads the same whether the browser or the server found it). Each app adds its features' catalogues by
 * declaration merging (app/message-catalogues.ts, admin/app/admin-message-catalogues.ts): shared code never
 * imports a feature, and every id is still typed everywhere (docs/decisions.md 105). Types only: at run time each
 * catalogue is compiled into the chunk of the pages that show it (see page-messages.tsx).
 */
export interface MessageCatalogues {
  shell: typeof shellDe;
  privacyNote: typeof privacyNoteMessages.de;
  partySize: typeof partySizeMessages.de;
  booking: typeof bookingMessages.de;
  common: typeof commonMessages.de;
  inboxValidation: typeof inboxValidationMessages.de;
}

/** Every text id of the app (registered with react-intl in typed-messages.d.ts). */
export type MessageId = { [Name in keyof MessageCatalogues]: keyof MessageCatalogues[Name] & string }[keyof MessageCatalogues];
