import type { GalleryImage } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../../components/picture';
import type { MessageId } from '../../../../i18n/catalogues';
import { RowAction } from '../../../components/row-action';

/**
 * One picture of the owner's gallery: the picture, its title and category, a warning when guests get no alt text,
 * and edit, earlier, later (within its category) and delete.
 */
export function PictureCard({
  picture,
  title,
  first,
  last,
  onEdit,
  onMove,
  onDelete,
}: {
  picture: GalleryImage;
  title: string;
  /** First or last of its category: it cannot move further that way. */
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const action = (label: MessageId, onClick: () => void, disabled = false) => (
    <RowAction
      label={label}
      ariaLabel={say('admin.galleryEditor.actionLabel', { action: say(label), title })}
      onClick={onClick}
      disabled={disabled}
    />
  );
  return (
    <li className="card admin-picture">
      <Picture
        src={picture.imageUrl}
        picture={picture.picture}
        // The grid's cards are 14rem or more, one across a phone (gallery-editor.css).
        sizes="(min-width: 30rem) 20rem, 100vw"
        alt={picture.altTextDe ? picture.altText : ''}
        loading="lazy"
      />
      <p>
        <strong>{title}</strong>
        <span className="admin-muted admin-block">{say(`admin.galleryEditor.category.${picture.category}`)}</span>
        {picture.altTextDe ? null : (
          <span className="admin-status admin-status-pending admin-block">
            <FormattedMessage id="admin.galleryEditor.noAlt" />
          </span>
        )}
      </p>
      <div className="admin-row-actions">
        {action('admin.galleryEditor.edit', onEdit)}
        {action('admin.galleryEditor.earlier', () => onMove(-1), first)}
        {action('admin.galleryEditor.later', () => onMove(1), last)}
        {action('admin.galleryEditor.delete', onDelete)}
      </div>
    </li>
  );
}
