import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageHead } from '../../lib/page-head';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const intl = useIntl();
  // A server render answers this address with HTTP 404 (docs/decisions.md 92).
  const head = usePageHead();
  if (head) head.status = 404;
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));

  return (
    <section className="page page-centered" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link className="button button-primary" to={paths.home.getHref(intl.locale)}>
        <FormattedMessage id="notFound.backHome" />
      </Link>
    </section>
  );
}
