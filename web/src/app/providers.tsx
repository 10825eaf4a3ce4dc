import type { Locale } from '@ristorante/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeMessages } from '../i18n/compiled-catalogue';
import { intlSettings } from '../i18n/intl-settings';
import shellCatalogue from '../i18n/shell-messages?icu';
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

interface LocaleProviderProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * The shell's texts and the formats of one locale; the locale comes from the URL, so the routes provide it.
 * Each page adds its own texts on top (PageMessages).
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  const messages = useMemo(() => localeMessages(shellCatalogue, locale), [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return <IntlProvider {...intlSettings(locale, messages)}>{children}</IntlProvider>;
}
