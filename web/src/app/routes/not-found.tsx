import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const intl = useIntl();
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
