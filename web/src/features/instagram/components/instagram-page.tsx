import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /{locale}/instagram. */
export function InstagramPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'instagram.title' }));
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="instagram.title" />
      </h1>
    </div>
  );
}
