import { siteConfig, type Locale } from '@ristorante/contracts';
import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { CompiledMessages } from './compiled-catalogue';

/**
 * A missing key already falls back to German or to the id (see localeMessages), which is the intended
 * behaviour (docs/product.md, 'Languages'), so it is not worth a console error on every render. Real formatting errors still are.
 */
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

/** What every IntlProvider of the app is given, the shell's and each page's. */
export function intlSettings(locale: Locale, messages: CompiledMessages) {
  return {
    locale,
    defaultLocale: siteConfig.defaultLocale,
    onError: reportIntlError,
    // react-intl's types ask for every id of the app at once; the shell holds only its own, and each page
    // adds the rest (PageMessages). An id no provider holds shows the id, as intended.
    messages: messages as NonNullable<IntlConfig['messages']>,
  };
}
