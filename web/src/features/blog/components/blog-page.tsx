import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /{locale}/blog. */
export function BlogPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'blog.title' }));
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="blog.title" />
      </h1>
    </div>
  );
}
