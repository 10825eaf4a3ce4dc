import type { AdminBlogPost } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import { adminKeys } from '../../lib/query-keys';
import { useAdminClient, useSession } from '../../lib/session-context';
import { useContentEditor } from '../../lib/use-content-editor';
import { adminBlogPostsQuery, deleteBlogPost, previewBlogPost, saveBlogPost } from './api/blog-api';
import blogEditorCatalogue from './blog-editor-messages?icu';
import { BlogPostForm } from './components/blog-post-form';
import { PostList } from './components/post-list';
import { blogValuesOf } from './utils/blog-form-values';
import { postTitle } from './utils/post-title';
import './blog-editor.css';

const catalogues = [blogEditorCatalogue];

/**
 * The blog for an owner (docs/decisions.md 150, 153): every post with its status, a new one, edit and delete; the
 * post form of both languages in a dialog, with the preview the catalog renders.
 */
function BlogEditorScreen() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const { state } = useSession();
  const queryClient = useQueryClient();
  const posts = useQuery(adminBlogPostsQuery(client));
  const toaster = useToaster();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // The posts and the pages' content: a save changes what the gallery's sweep and the overview count too.
  const reread = () => queryClient.invalidateQueries({ queryKey: adminKeys.content });
  const author = state.status === 'signed-in' ? state.user.firstName : '';
  const editor = useContentEditor({
    valuesOf: (post: AdminBlogPost | undefined) => blogValuesOf(post, author),
    fresh: () => queryClient.fetchQuery({ ...adminBlogPostsQuery(client), staleTime: 0 }),
    reread,
  });
  const { editing } = editor;

  const remove = (post: AdminBlogPost) => {
    const title = postTitle(post, locale);
    return editor.remove({
      question: {
        title: say('admin.blogEditor.confirmDeleteTitle', { title }),
        message: say('admin.blogEditor.confirmDelete'),
        confirmLabel: say('admin.blogEditor.delete'),
      },
      run: () => deleteBlogPost(client, post.id),
      deleted: say('admin.blogEditor.deleted', { title }),
      failed: say('admin.blogEditor.deleteFailed'),
    });
  };

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.blogEditor.title" />
        </h1>
        <div className="admin-row-actions">
          <button type="button" className="button button-primary" onClick={() => editor.open()}>
            <FormattedMessage id="admin.blogEditor.new" />
          </button>
          <a className="button button-secondary" href={paths.blog.getHref(locale)}>
            <FormattedMessage id="admin.blogEditor.viewOnSite" />
          </a>
        </div>
      </div>
      <p className="admin-muted">
        <FormattedMessage id="admin.blogEditor.lead" />
      </p>
      <QueryView
        query={posts}
        loading="admin.blogEditor.loading"
        empty="admin.blogEditor.empty"
        isEmpty={(all) => all.length === 0}
      >
        {(all) => <PostList posts={all} onEdit={editor.open} onDelete={(post) => void remove(post)} />}
      </QueryView>
      {editing ? (
        <Dialog
          title={
            editing.item
              ? say('admin.blogForm.editTitle', { title: postTitle(editing.item, locale) })
              : say('admin.blogForm.newTitle')
          }
          onClose={editor.close}
          holdsInput
          wide
        >
          <BlogPostForm
            key={editing.generation}
            initial={editing.initial}
            keptPublishAt={editing.item?.publishAt ?? null}
            onSubmit={async (request) => {
              const saved = await saveBlogPost(client, request, editing.item);
              editor.close();
              toaster.success(
                say(editing.item ? 'admin.blogForm.saved' : 'admin.blogForm.created', { title: postTitle(saved, locale) }),
              );
              await reread();
            }}
            onPreview={(bodies) => previewBlogPost(client, bodies)}
            onReload={() => void editor.reload()}
            onCancel={editor.close}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

export function BlogEditorTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <BlogEditorScreen />
    </PageMessages>
  );
}
