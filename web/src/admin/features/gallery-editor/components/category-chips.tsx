import { galleryCategories, type GalleryCategory, type GalleryImage } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';

/** The gallery editor's filter: all pictures, or one category's, each chip with its count; empty categories left out. */
export function CategoryChips({
  all,
  filter,
  onFilter,
}: {
  all: GalleryImage[];
  filter: GalleryCategory | 'all';
  onFilter: (filter: GalleryCategory | 'all') => void;
}) {
  const intl = useIntl();
  const count = (category: GalleryCategory) => all.filter((picture) => picture.category === category).length;
  return (
    <div className="admin-chips wrap-row" role="group" aria-label={intl.formatMessage({ id: 'admin.galleryEditor.filter' })}>
      <button type="button" className="chip" aria-pressed={filter === 'all'} onClick={() => onFilter('all')}>
        <FormattedMessage id="admin.galleryEditor.all" values={{ count: all.length }} />
      </button>
      {galleryCategories
        .filter((category) => count(category) > 0)
        .map((category) => (
          <button
            key={category}
            type="button"
            className="chip"
            aria-pressed={filter === category}
            onClick={() => onFilter(category)}
          >
            <FormattedMessage
              id="admin.galleryEditor.categoryCount"
              values={{
                category: intl.formatMessage({ id: `admin.galleryEditor.category.${category}` }),
                count: count(category),
              }}
            />
          </button>
        ))}
    </div>
  );
}
