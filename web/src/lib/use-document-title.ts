import { siteConfig } from '@ristorante/contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Sets the tab title for the current page: `{page} | {name}`, or the restaurant's own title on the home page
 * (no `pageTitle`). Done in an effect so rendering stays free of browser globals for server rendering.
 */
export function useDocumentTitle(pageTitle?: string): void {
  const intl = useIntl();
  const title =
    pageTitle === undefined
      ? intl.formatMessage({ id: 'meta.homeTitle' }, { name: siteConfig.name, city: siteConfig.city })
      : intl.formatMessage({ id: 'meta.pageTitle' }, { page: pageTitle, name: siteConfig.name });

  useEffect(() => {
    document.title = title;
  }, [title]);
}
