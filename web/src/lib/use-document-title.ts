import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { usePageHead } from './page-head';
import { useRestaurant } from './restaurant';

/**
 * Sets the tab title for the current page: `{page} | {name}`, or the restaurant's own title on the home page
 * (no `pageTitle`), and the page's own description where it has one (an event, a blog post). A server render
 * collects both for the document's head; the browser sets them in an effect.
 */
export function useDocumentTitle(pageTitle?: string, description?: string): void {
  const intl = useIntl();
  const head = usePageHead();
  const { name, address } = useRestaurant();
  const title =
    pageTitle === undefined
      ? intl.formatMessage({ id: 'meta.homeTitle' }, { name, city: address.city })
      : intl.formatMessage({ id: 'meta.pageTitle' }, { page: pageTitle, name });
  if (head) {
    head.title = title;
    if (description) head.pageDescription = description;
  }

  // A page without its own description shows the site's again (the page before may have set its own).
  const shownDescription = description ?? intl.formatMessage({ id: 'meta.description' }, { name, city: address.city });
  useEffect(() => {
    document.title = title;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', shownDescription);
  }, [title, shownDescription]);
}
