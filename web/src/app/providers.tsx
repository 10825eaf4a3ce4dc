import { siteConfig, type Locale } from '@ristorante/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { messagesForLocale } from '../i18n/messages-for-locale';
import { createQueryClient } from '../lib/query-client';

interface AppProviderProps {
  /** A server render passes its own client so it can dehydrate the cache afterwards. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** What the whole app shares, whatever its locale: the data cache. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  // useState, not useMemo: React may drop a memo, and a new client would lose every cached answer.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A missing key already falls back to German or to the id (see messagesForLocale), which is the specified
 * behaviour, so it is not worth a console error on every render. Real formatting errors still are.
 */
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

interface LocaleProviderProps {
  locale: Locale;
  children: ReactNode;
}

/** Texts and formats of one locale; the locale comes from the URL, so the routes provide it. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  const messages = useMemo(() => messagesForLocale(locale), [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={siteConfig.defaultLocale} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
