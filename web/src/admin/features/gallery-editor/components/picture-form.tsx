import { galleryCategories, galleryImageInputSchema, type GalleryCategory, type GalleryImage } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useEditorForm } from '../../../lib/use-editor-form';

const fields = [
  'titleDe',
  'titleEn',
  'altTextDe',
  'altTextEn',
  'descriptionDe',
  'descriptionEn',
  'category',
  'imageUrl',
] as const;
type Field = (typeof fields)[number];
export type PictureValues = Record<Exclude<Field, 'category'>, string> & { category: GalleryCategory; sortOrder: number };

export function pictureValues(picture: Partial<GalleryImage> & { imageUrl: string }): PictureValues {
  return {
    titleDe: picture.titleDe ?? picture.title ?? '',
    titleEn: picture.titleEn ?? '',
    altTextDe: picture.altTextDe ?? '',
    altTextEn: picture.altTextEn ?? '',
    descriptionDe: picture.descriptionDe ?? '',
    descriptionEn: picture.descriptionEn ?? '',
    category: picture.category ?? 'food',
    imageUrl: picture.imageUrl,
    sortOrder: picture.sortOrder ?? 0,
  };
}

interface PictureFormProps {
  /** Tells the forms of several uploads apart (their ids). */
  idPrefix: string;
  initial: PictureValues;
  /** An edit may give the picture another address; a new upload's is its file's. */
  editableUrl: boolean;
  submitLabel: MessageId;
  onSubmit: (values: PictureValues) => Promise<void>;
  onReload?: () => void;
  onCancel?: () => void;
}

/**
 * A picture's words: titles, alt texts (the German one required, docs/decisions.md 90), descriptions and
 * category, checked with the catalog's schema; the server's answer shown in place.
 */
export function PictureForm({ idPrefix, initial, editableUrl, submitLabel, onSubmit, onReload, onCancel }: PictureFormProps) {
  const intl = useIntl();
  const form = useEditorForm({
    id: idPrefix,
    initial,
    fields,
    fixFields: 'admin.pictureForm.fixFields',
    saveFailed: 'admin.pictureForm.saveFailed',
  });
  const say = (id: MessageId) => intl.formatMessage({ id });
  const submit = form.submitWith(
    () => checkWithSchema(galleryImageInputSchema, form.values),
    () => onSubmit(form.values),
  );

  const text = (field: Exclude<Field, 'category'>, hint?: MessageId) => (
    <FormField form={form} field={field} label={`admin.pictureForm.${field}`} hint={hint ? say(hint) : undefined}>
      <input {...form.control(field, hint && form.ids(field).hint)} autoComplete="off" />
    </FormField>
  );

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      <div className="admin-form-grid">
        {text('titleDe')}
        {text('titleEn')}
        {text('altTextDe', 'admin.pictureForm.altHint')}
        {text('altTextEn')}
        {text('descriptionDe')}
        {text('descriptionEn')}
        <FormField form={form} field="category" label="admin.pictureForm.category">
          <select {...form.control('category')}>
            {galleryCategories.map((category) => (
              <option key={category} value={category}>
                {say(`admin.galleryEditor.category.${category}`)}
              </option>
            ))}
          </select>
        </FormField>
        {editableUrl ? text('imageUrl') : null}
      </div>
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.pictureForm.reload" onReload={onReload} />
      <div className="dialog-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            <FormattedMessage id="admin.dialog.cancel" />
          </button>
        ) : null}
        <SubmitButton busy={form.busy} label={submitLabel} busyLabel="admin.pictureForm.saving" />
      </div>
    </form>
  );
}
