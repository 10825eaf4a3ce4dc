import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /{locale}/legal. */
export function LegalPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'legal.title' }));
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="legal.title" />
      </h1>
    </div>
  );
}
