import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /{locale}/feedback. */
export function ReviewsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'reviews.title' }));
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="reviews.title" />
      </h1>
    </div>
  );
}
