import { galleryCategories, type GalleryCategory, type GalleryImage } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../components/picture';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { useConfirm } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import { failureText } from '../../lib/failure-text';
import { adminKeys } from '../../lib/query-keys';
import { useAdminClient } from '../../lib/session-context';
import { deletePicture, reorderCategory, savePicture, staffGalleryQuery } from './api/gallery-api';
import { PictureForm, pictureValues, type PictureValues } from './components/picture-form';
import { UploadArea } from './components/upload-area';
import galleryEditorCatalogue from './gallery-editor-messages?icu';
import './gallery-editor.css';

const catalogues = [galleryEditorCatalogue];

type Editing = { picture: GalleryImage; initial: PictureValues; generation: number };

/**
 * The gallery for an owner (docs/decisions.md 86, 90): uploads first, then the pictures by category, each with
 * its words, its place in the category's order, edit and delete.
 */
function GalleryEditorScreen() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const gallery = useQuery(staffGalleryQuery(client));
  const confirm = useConfirm();
  const toaster = useToaster();
  const [filter, setFilter] = useState<GalleryCategory | 'all'>('all');
  const [editing, setEditing] = useState<Editing | undefined>();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const reread = () => queryClient.invalidateQueries({ queryKey: adminKeys.content });
  const titleOf = (picture: GalleryImage) => (locale === 'en' ? picture.titleEn : picture.titleDe) || picture.title;
  // eslint-disable-next-line react-hooks/purity -- called from click handlers and reload(), never during render
  const open = (picture: GalleryImage) => setEditing({ picture, initial: pictureValues(picture), generation: Date.now() });

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...staffGalleryQuery(client), staleTime: 0 });
    const picture = fresh.find((entry) => entry.id === editing?.picture.id);
    if (picture) open(picture);
    else setEditing(undefined);
  };

  const move = async (all: GalleryImage[], picture: GalleryImage, step: -1 | 1) => {
    const inCategory = all.filter((entry) => entry.category === picture.category);
    const from = inCategory.findIndex((entry) => entry.id === picture.id);
    const to = from + step;
    if (to < 0 || to >= inCategory.length) return;
    const ids = inCategory.map((entry) => entry.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      await reorderCategory(client, picture.category, ids);
      toaster.success(say('admin.galleryEditor.moved', { title: titleOf(picture), position: to + 1, count: ids.length }));
    } catch (error) {
      toaster.failure(say('admin.galleryEditor.moveFailed'), failureText(error, intl));
    }
    await reread();
  };

  const remove = async (picture: GalleryImage) => {
    const title = titleOf(picture);
    const confirmed = await confirm({
      title: say('admin.galleryEditor.confirmDeleteTitle', { title }),
      message: say('admin.galleryEditor.confirmDelete'),
      confirmLabel: say('admin.galleryEditor.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deletePicture(client, picture.id);
      toaster.success(say('admin.galleryEditor.deleted', { title }));
    } catch (error) {
      toaster.failure(say('admin.galleryEditor.deleteFailed'), failureText(error, intl));
    }
    await reread();
  };

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.galleryEditor.title" />
        </h1>
        <a className="button button-secondary" href={`/${locale}/gallery`}>
          <FormattedMessage id="admin.galleryEditor.viewOnSite" />
        </a>
      </div>
      <UploadArea
        // The catalog's positions end at 100000; pictures there are ordered by when they came.
        nextSortOrder={Math.min(100_000, Math.max(0, ...(gallery.data ?? []).map((picture) => picture.sortOrder)) + 10)}
        onSaved={() => void reread()}
      />
      <QueryView
        query={gallery}
        loading="admin.galleryEditor.loading"
        empty="admin.galleryEditor.empty"
        isEmpty={(all) => all.length === 0}
      >
        {(all) => {
          const shown = filter === 'all' ? all : all.filter((picture) => picture.category === filter);
          const count = (category: GalleryCategory) => all.filter((picture) => picture.category === category).length;
          return (
            <>
              <div className="admin-chips wrap-row" role="group" aria-label={say('admin.galleryEditor.filter')}>
                <button type="button" className="chip" aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
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
                      onClick={() => setFilter(category)}
                    >
                      <FormattedMessage
                        id="admin.galleryEditor.categoryCount"
                        values={{ category: say(`admin.galleryEditor.category.${category}`), count: count(category) }}
                      />
                    </button>
                  ))}
              </div>
              <ul className="admin-picture-grid">
                {shown.map((picture) => {
                  const title = titleOf(picture);
                  const inCategory = all.filter((entry) => entry.category === picture.category);
                  const place = inCategory.findIndex((entry) => entry.id === picture.id);
                  const action = (label: MessageId, onClick: () => void, disabled = false) => (
                    <button
                      type="button"
                      className="button button-secondary admin-small-button"
                      aria-label={say('admin.galleryEditor.actionLabel', { action: say(label), title })}
                      aria-disabled={disabled || undefined}
                      onClick={() => !disabled && onClick()}
                    >
                      <FormattedMessage id={label} />
                    </button>
                  );
                  return (
                    <li key={picture.id} className="card admin-picture">
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
                        {action('admin.galleryEditor.edit', () => open(picture))}
                        {action('admin.galleryEditor.earlier', () => void move(all, picture, -1), place === 0)}
                        {action('admin.galleryEditor.later', () => void move(all, picture, 1), place === inCategory.length - 1)}
                        {action('admin.galleryEditor.delete', () => void remove(picture))}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </>
          );
        }}
      </QueryView>
      {editing ? (
        <Dialog
          title={say('admin.pictureForm.editTitle', { title: titleOf(editing.picture) })}
          onClose={() => setEditing(undefined)}
          holdsInput
          wide
        >
          <PictureForm
            key={editing.generation}
            idPrefix="picture"
            initial={editing.initial}
            editableUrl
            submitLabel="admin.pictureForm.saveEdit"
            onSubmit={async (values) => {
              const saved = await savePicture(client, values, editing.picture);
              setEditing(undefined);
              toaster.success(say('admin.pictureForm.saved', { title: titleOf(saved) }));
              await reread();
            }}
            onReload={() => void reload()}
            onCancel={() => setEditing(undefined)}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

export function GalleryEditorTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <GalleryEditorScreen />
    </PageMessages>
  );
}
