import type { Locale } from '@ristorante/contracts';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadingState } from '../../../components/feedback/query-states';
import type { LegalTab } from '../../../config/paths';
import { loadLegalText } from '../texts';
import type { LegalValue } from '../utils/legal-values';
import { LegalSections } from './legal-sections';

interface TabTextProps {
  locale: Locale;
  values: Record<string, LegalValue>;
}

/** A tab's text as a component that loads its chunk the first time it renders. */
function lazyText(tab: LegalTab): ComponentType<TabTextProps> {
  return lazy(async () => {
    const text = await loadLegalText[tab]();
    return { default: ({ locale, values }: TabTextProps) => <LegalSections sections={text[locale]} values={values} /> };
  });
}

// One lazy component per tab, made once at module load: a lazy component made during render would load (and
// suspend) every time.
const tabTexts: Record<LegalTab, ComponentType<TabTextProps>> = {
  impressum: lazyText('impressum'),
  privacy: lazyText('privacy'),
  terms: lazyText('terms'),
  cookies: lazyText('cookies'),
};

/**
 * Pointing at a tab starts fetching its text, so it is usually there when the tab opens. A failed fetch here is
 * not kept: the tab fetches again when it opens, and if that fails too, it shows the page error of
 * docs/decisions.md 48, whose reload is the way back (React keeps a lazy component's failure).
 */
export function preloadLegalText(tab: LegalTab): void {
  loadLegalText[tab]().catch(() => undefined);
}

/**
 * The open tab's sections, from the tab's own chunk; the panel's heading stands while it loads. `after` follows the
 * text once it is there (the privacy tab's self-service form, docs/decisions.md 116).
 */
export function LegalTabText({ tab, after, ...props }: TabTextProps & { tab: LegalTab; after?: ReactNode }) {
  const Text = tabTexts[tab];
  return (
    <Suspense
      fallback={
        <LoadingState>
          <FormattedMessage id="common.loading" />
        </LoadingState>
      }
    >
      <Text {...props} />
      {after}
    </Suspense>
  );
}
