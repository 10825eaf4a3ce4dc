import type { AdminBlogPost } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable } from '../../../components/card-table';
import { RowAction } from '../../../components/row-action';
import { postTitle } from '../utils/post-title';

/** A date and time as Berlin's clock reads it, whoever's computer shows it: '3. Okt. 2026, 18:30'. */
const berlinDateTime = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(instant));

/** Whether a post is on the site, waits for its time, or is the owner's alone. */
function PostStatus({ post, locale }: { post: AdminBlogPost; locale: string }) {
  if (post.status === 'scheduled' && post.publishAt) {
    return (
      <span className="admin-blog-status admin-blog-status-scheduled">
        <FormattedMessage id="admin.blogEditor.scheduled" values={{ date: berlinDateTime(post.publishAt, locale) }} />
      </span>
    );
  }
  return (
    <span className={`admin-blog-status admin-blog-status-${post.status}`}>
      <FormattedMessage id={post.status === 'published' ? 'admin.blogEditor.published' : 'admin.blogEditor.draft'} />
    </span>
  );
}

/**
 * The owner's posts as the catalog lists them (newest first, drafts without a date first): title in the owner's
 * language, status, date, category, the first install's examples marked (docs/decisions.md 153), edit and delete.
 */
export function PostList({
  posts,
  onEdit,
  onDelete,
}: {
  posts: AdminBlogPost[];
  onEdit: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
}) {
  const intl = useIntl();
  const { locale } = intl;
  return (
    <CardTable
      caption="admin.blogEditor.posts"
      className="admin-blog-table"
      columns={[
        'admin.blogEditor.colTitle',
        'admin.blogEditor.colStatus',
        'admin.blogEditor.colDate',
        'admin.blogEditor.colCategory',
        'admin.blogEditor.colActions',
      ]}
    >
      {posts.map((post) => {
        const title = postTitle(post, locale);
        return (
          <tr key={post.id}>
            <th scope="row" className="admin-cell-name">
              {title}
              {post.seeded ? (
                <span className="admin-blog-seeded" title={intl.formatMessage({ id: 'admin.blogEditor.seededHint' })}>
                  <FormattedMessage id="admin.blogEditor.seeded" />
                  <span className="visually-hidden">: {intl.formatMessage({ id: 'admin.blogEditor.seededHint' })}</span>
                </span>
              ) : null}
            </th>
            <td className="admin-cell-status">
              <PostStatus post={post} locale={locale} />
            </td>
            <td className="admin-cell-when">
              {post.publishAt ? (
                <time dateTime={post.publishAt}>{berlinDateTime(post.publishAt, locale)}</time>
              ) : (
                <span className="admin-muted">
                  <FormattedMessage id="admin.blogEditor.noDate" />
                </span>
              )}
            </td>
            <td className="admin-cell-category">
              <FormattedMessage id={`admin.blogCategory.${post.category}`} />
            </td>
            <td className="admin-cell-actions">
              <span className="admin-row-actions">
                <RowAction
                  label="admin.blogEditor.edit"
                  ariaLabel={intl.formatMessage({ id: 'admin.blogEditor.editLabel' }, { title })}
                  onClick={() => onEdit(post)}
                />
                <RowAction
                  label="admin.blogEditor.delete"
                  ariaLabel={intl.formatMessage({ id: 'admin.blogEditor.deleteLabel' }, { title })}
                  onClick={() => onDelete(post)}
                />
              </span>
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
