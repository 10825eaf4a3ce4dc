import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { localeMessages, type CompiledCatalogue } from './compiled-catalogue';
import { intlSettings } from './intl-settings';

interface PageMessagesProps {
  /** Module-level constants, so the merged messages are computed once per locale. */
  catalogues: readonly CompiledCatalogue[];
  children: ReactNode;
}

/**
 * A page's own texts on top of the shell's. Each page brings its catalogues in its own chunk, so a guest's
 * first load carries the texts of the page they opened and not every page's.
 */
export function PageMessages({ catalogues, children }: PageMessagesProps) {
  const { locale, messages: shell } = useIntl();
  const messages = useMemo(
    () => Object.assign({}, shell, ...catalogues.map((catalogue) => localeMessages(catalogue, locale))),
    [shell, catalogues, locale],
  );
  return <IntlProvider {...intlSettings(locale, messages)}>{children}</IntlProvider>;
}
