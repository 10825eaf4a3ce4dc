import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGallery } from '../api/get-gallery';
import '../gallery.css';
import { GalleryBrowser } from './gallery-browser';
import { hasImage } from '../gallery-selection';

function GalleryContent() {
  const { data, isError, isFetching, refetch } = useGallery();

  // A gallery already shown stays shown if a later refresh fails; while Try Again is fetching, the guest sees it working.
  if (data) {
    const images = data.filter(hasImage);
    if (images.length === 0) {
      return (
        <EmptyState title={<FormattedMessage id="gallery.empty.title" />}>
          <p>
            <FormattedMessage id="gallery.empty.text" />
          </p>
        </EmptyState>
      );
    }
    return <GalleryBrowser images={images} />;
  }
  if (isError && !isFetching) {
    return (
      <ErrorState
        title={<FormattedMessage id="gallery.error.title" />}
        detail={<FormattedMessage id="gallery.error.detail" />}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <LoadingState>
      <FormattedMessage id="gallery.loading" />
    </LoadingState>
  );
}

/** /{locale}/gallery (docs/product.md, 'The guest site'): the restaurant's pictures by category, each opening in a lightbox. */
export function GalleryPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'gallery.title' }));

  return (
    <div className="page gallery-page">
      <header className="gallery-header">
        <h1 className="page-title">
          <FormattedMessage id="gallery.title" />
        </h1>
        <p className="gallery-lead">
          <FormattedMessage id="gallery.lead" />
        </p>
      </header>
      <GalleryContent />
    </div>
  );
}
