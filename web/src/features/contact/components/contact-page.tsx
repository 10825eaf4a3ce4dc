import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /{locale}/contact. */
export function ContactPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'contact.title' }));
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="contact.title" />
      </h1>
    </div>
  );
}
