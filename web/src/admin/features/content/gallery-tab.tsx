import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { useAdminClient } from '../session/session-context';
import { galleryQuery } from './api/get-content';
import contentCatalogue from './content-messages?icu';
import { ContentScreen } from './content-screen';

const catalogues = [contentCatalogue];

/** The gallery's images as guests see them, with their category. */
function GalleryScreen() {
  const intl = useIntl();
  const client = useAdminClient();
  const gallery = useQuery(galleryQuery(client));
  const de = intl.locale === 'de';
  return (
    <ContentScreen title="admin.gallery.title" empty="admin.gallery.empty" sitePath="gallery" query={gallery}>
      {(images) => (
        <>
          <p>
            <FormattedMessage id="admin.gallery.count" values={{ count: images.length }} />
          </p>
          <ul className="admin-gallery">
            {images.map((image) => (
              <li key={image.id}>
                <img
                  src={image.imageUrl}
                  alt={(de ? image.altTextDe : image.altTextEn) ?? image.altText}
                  width={image.width ?? 320}
                  height={image.height ?? 240}
                  loading="lazy"
                />
                <p>
                  <strong>{(de ? image.titleDe : image.titleEn) ?? image.title}</strong>
                  <span className="admin-muted admin-block">
                    <FormattedMessage id={`admin.gallery.category.${image.category}`} />
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </ContentScreen>
  );
}

export function GalleryTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <GalleryScreen />
    </PageMessages>
  );
}
