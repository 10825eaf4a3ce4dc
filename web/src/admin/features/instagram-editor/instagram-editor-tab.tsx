import type { InstagramPost } from '@ristorante/contracts';
import { mediaPaths } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import { failureText } from '../../lib/failure-text';
import { adminKeys } from '../../lib/query-keys';
import { useAdminClient } from '../../lib/session-context';
import { useContentEditor } from '../../lib/use-content-editor';
import {
  deleteInstagramPost,
  reorderInstagramPosts,
  saveInstagramPost,
  staffInstagramQuery,
  uploadedPicturesQuery,
} from './api/instagram-api';
import { InstagramPostCard } from './components/instagram-post-card';
import { InstagramPostFormView, instagramPostValues, type InstagramPostValues } from './components/instagram-post-form';
import type { PictureOption } from './components/picture-choice';
import instagramEditorCatalogue from './instagram-editor-messages?icu';
import './instagram-editor.css';

const catalogues = [instagramEditorCatalogue];

/** Today in Berlin, `YYYY-MM-DD`: a new post's day until the owner says otherwise. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/** A caption shortened to a title for toasts and buttons' names. */
const titleOf = (post: InstagramPost, locale: string) => {
  const caption = locale === 'en' ? post.captionEn : post.captionDe;
  return caption.length > 40 ? `${caption.slice(0, 39)}…` : caption;
};

/**
 * The Instagram wall for an owner (docs/decisions.md 151): the posts in the page's order, each with edit, earlier,
 * later and delete; a post's picture is picked from the pictures uploaded here. Nothing is loaded from Instagram.
 */
function InstagramEditorScreen() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const posts = useQuery(staffInstagramQuery(client));
  const uploads = useQuery(uploadedPicturesQuery(client));
  const toaster = useToaster();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const reread = () => queryClient.invalidateQueries({ queryKey: adminKeys.content });
  const nextSortOrder = Math.min(100_000, Math.max(0, ...(posts.data ?? []).map((post) => post.sortOrder)) + 10);
  const editor = useContentEditor({
    valuesOf: (post: InstagramPost | undefined) => instagramPostValues(post, nextSortOrder, today()),
    fresh: () => queryClient.fetchQuery({ ...staffInstagramQuery(client), staleTime: 0 }),
    reread,
  });
  const { editing } = editor;

  // The uploads of ours the gallery and the wall show (another site's address is never offered).
  const pictures: PictureOption[] = [];
  const offer = (option: PictureOption) => {
    if (!pictures.some((entry) => entry.url === option.url)) pictures.push(option);
  };
  if (editing?.item) offer({ url: editing.item.imageUrl, picture: editing.item.picture, description: editing.item.altDe });
  for (const image of uploads.data ?? [])
    if (image.imageUrl.startsWith(mediaPaths.uploads) && !image.imageUrl.startsWith(mediaPaths.seed))
      offer({ url: image.imageUrl, picture: image.picture, description: image.altText });
  for (const post of posts.data ?? [])
    if (post.imageUrl.startsWith(mediaPaths.uploads))
      offer({ url: post.imageUrl, picture: post.picture, description: post.altDe });

  const move = async (all: InstagramPost[], post: InstagramPost, step: -1 | 1) => {
    const from = all.findIndex((entry) => entry.id === post.id);
    const to = from + step;
    if (to < 0 || to >= all.length) return;
    const ids = all.map((entry) => entry.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      await reorderInstagramPosts(client, ids);
      toaster.success(say('admin.instagramEditor.moved', { title: titleOf(post, locale), position: to + 1, count: ids.length }));
    } catch (error) {
      toaster.failure(say('admin.instagramEditor.moveFailed'), failureText(error, intl));
    }
    await reread();
  };

  const remove = (post: InstagramPost) => {
    const title = titleOf(post, locale);
    return editor.remove({
      question: {
        title: say('admin.instagramEditor.confirmDeleteTitle', { title }),
        message: say('admin.instagramEditor.confirmDelete'),
        confirmLabel: say('admin.instagramEditor.delete'),
      },
      run: () => deleteInstagramPost(client, post.id),
      deleted: say('admin.instagramEditor.deleted', { title }),
      failed: say('admin.instagramEditor.deleteFailed'),
    });
  };

  const save = async (values: InstagramPostValues) => {
    const saved = await saveInstagramPost(client, values, editing?.item);
    editor.close();
    toaster.success(say('admin.instagramForm.saved', { title: titleOf(saved, locale) }));
    await reread();
  };

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.instagramEditor.title" />
        </h1>
        <a className="button button-secondary" href={`/${locale}/instagram`}>
          <FormattedMessage id="admin.instagramEditor.viewOnSite" />
        </a>
        <button type="button" className="button button-primary" onClick={() => editor.open()}>
          <FormattedMessage id="admin.instagramEditor.add" />
        </button>
      </div>
      <p className="admin-muted">
        <FormattedMessage id="admin.instagramEditor.lead" />
      </p>
      <QueryView
        query={posts}
        loading="admin.instagramEditor.loading"
        empty="admin.instagramEditor.empty"
        isEmpty={(all) => all.length === 0}
      >
        {(all) => (
          <ul className="admin-instagram-grid">
            {all.map((post, index) => (
              <InstagramPostCard
                key={post.id}
                post={post}
                title={titleOf(post, locale)}
                first={index === 0}
                last={index === all.length - 1}
                onEdit={() => editor.open(post)}
                onMove={(step) => void move(all, post, step)}
                onDelete={() => void remove(post)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {editing ? (
        <Dialog
          title={
            editing.item
              ? say('admin.instagramForm.editTitle', { title: titleOf(editing.item, locale) })
              : say('admin.instagramForm.addTitle')
          }
          onClose={editor.close}
          holdsInput
          wide
        >
          <InstagramPostFormView
            key={editing.generation}
            initial={editing.initial}
            pictures={pictures}
            onSubmit={save}
            onReload={editing.item ? () => void editor.reload() : undefined}
            onCancel={editor.close}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

export function InstagramEditorTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <InstagramEditorScreen />
    </PageMessages>
  );
}
