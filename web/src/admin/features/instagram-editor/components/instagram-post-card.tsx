import type { InstagramPost } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../../components/picture';
import type { MessageId } from '../../../../i18n/catalogues';
import { RowAction } from '../../../components/row-action';

/**
 * One post of the wall for its owner: the picture, caption and day, whether it is hidden or still a first-install
 * example, and edit, earlier, later and delete (as the gallery's pictures, docs/decisions.md 90).
 */
export function InstagramPostCard({
  post,
  title,
  first,
  last,
  onEdit,
  onMove,
  onDelete,
}: {
  post: InstagramPost;
  title: string;
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
      ariaLabel={say('admin.instagramEditor.actionLabel', { action: say(label), title })}
      onClick={onClick}
      disabled={disabled}
    />
  );
  return (
    <li className="card admin-instagram-post" data-testid="admin-instagram-post">
      <Picture
        src={post.imageUrl}
        picture={post.picture}
        sizes="(min-width: 30rem) 20rem, 100vw"
        fallbackSize={{ width: 1080, height: 1080 }}
        alt={(intl.locale === 'en' ? post.altEn : null) ?? post.altDe}
        loading="lazy"
      />
      <p>
        <strong className="admin-instagram-caption">{title}</strong>
        <span className="admin-muted admin-block">
          <time dateTime={post.postedOn}>
            {intl.formatDate(`${post.postedOn}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
          </time>
        </span>
        {post.visible ? null : (
          <span className="admin-status admin-status-pending admin-block">
            <FormattedMessage id="admin.instagramEditor.hidden" />
          </span>
        )}
        {post.seeded ? (
          <span className="admin-status admin-status-pending admin-block">
            <FormattedMessage id="admin.instagramEditor.seeded" />
          </span>
        ) : null}
      </p>
      <div className="admin-row-actions">
        {action('admin.instagramEditor.edit', onEdit)}
        {action('admin.instagramEditor.earlier', () => onMove(-1), first)}
        {action('admin.instagramEditor.later', () => onMove(1), last)}
        {action('admin.instagramEditor.delete', onDelete)}
      </div>
    </li>
  );
}
