import type { Locale } from '@ristorante/contracts';
import type { MessageId } from './catalogues';

// Registers the app's message ids and locales with react-intl, so a mistyped id or locale fails the typecheck
// and `useIntl().locale` is a `Locale` without a cast.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}
