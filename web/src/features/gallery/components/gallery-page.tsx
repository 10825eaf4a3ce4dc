import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /{locale}/gallery. */
export function GalleryPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'gallery.title' }));
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="gallery.title" />
      </h1>
    </div>
  );
}
