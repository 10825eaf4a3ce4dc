import type { GalleryCategory, GalleryImage } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import { failureText } from '../../lib/failure-text';
import { adminKeys } from '../../lib/query-keys';
import { useContentEditor } from '../../lib/use-content-editor';
import { useAdminClient } from '../../lib/session-context';
import { deletePicture, reorderCategory, savePicture, staffGalleryQuery } from './api/gallery-api';
import { CategoryChips } from './components/category-chips';
import { PictureCard } from './components/picture-card';
import { PictureForm, pictureValues } from './components/picture-form';
import { UploadArea } from './components/upload-area';
import galleryEditorCatalogue from './gallery-editor-messages?icu';
import './gallery-editor.css';

const catalogues = [galleryEditorCatalogue];

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
  const toaster = useToaster();
  const [filter, setFilter] = useState<GalleryCategory | 'all'>('all');
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const reread = () => queryClient.invalidateQueries({ queryKey: adminKeys.content });
  const editor = useContentEditor({
    // The gallery edits pictures it has; new ones come through the upload area.
    valuesOf: (picture: GalleryImage | undefined) => pictureValues(picture ?? { imageUrl: '' }),
    fresh: () => queryClient.fetchQuery({ ...staffGalleryQuery(client), staleTime: 0 }),
    reread,
  });
  const { editing } = editor;
  const titleOf = (picture: GalleryImage) => (locale === 'en' ? picture.titleEn : picture.titleDe) || picture.title;

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

  const remove = (picture: GalleryImage) => {
    const title = titleOf(picture);
    return editor.remove({
      question: {
        title: say('admin.galleryEditor.confirmDeleteTitle', { title }),
        message: say('admin.galleryEditor.confirmDelete'),
        confirmLabel: say('admin.galleryEditor.delete'),
      },
      run: () => deletePicture(client, picture.id),
      deleted: say('admin.galleryEditor.deleted', { title }),
      failed: say('admin.galleryEditor.deleteFailed'),
    });
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
          return (
            <>
              <CategoryChips all={all} filter={filter} onFilter={setFilter} />
              <ul className="admin-picture-grid">
                {shown.map((picture) => {
                  const inCategory = all.filter((entry) => entry.category === picture.category);
                  const place = inCategory.findIndex((entry) => entry.id === picture.id);
                  return (
                    <PictureCard
                      key={picture.id}
                      picture={picture}
                      title={titleOf(picture)}
                      first={place === 0}
                      last={place === inCategory.length - 1}
                      onEdit={() => editor.open(picture)}
                      onMove={(step) => void move(all, picture, step)}
                      onDelete={() => void remove(picture)}
                    />
                  );
                })}
              </ul>
            </>
          );
        }}
      </QueryView>
      {editing ? (
        <Dialog
          title={say('admin.pictureForm.editTitle', { title: editing.item ? titleOf(editing.item) : '' })}
          onClose={editor.close}
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
              const saved = await savePicture(client, values, editing.item);
              editor.close();
              toaster.success(say('admin.pictureForm.saved', { title: titleOf(saved) }));
              await reread();
            }}
            onReload={() => void editor.reload()}
            onCancel={editor.close}
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
