import { galleryCategories, galleryImageInputSchema, type GalleryCategory, type GalleryImage } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
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
  const [values, setValues] = useState(initial);
  const { form, errors, clear, control, busy, failure, submitWith } = useEditorForm(fields, {
    fixFields: 'admin.pictureForm.fixFields',
    saveFailed: 'admin.pictureForm.saveFailed',
  });
  const say = (id: MessageId) => intl.formatMessage({ id });
  const submit = submitWith(
    () => galleryImageInputSchema.safeParse(values),
    () => onSubmit(values),
  );

  const text = (field: Exclude<Field, 'category'>, hint?: MessageId) => {
    const id = `${idPrefix}-${field}`;
    return (
      <div className="field">
        <label htmlFor={id}>
          <FormattedMessage id={`admin.pictureForm.${field}`} />
        </label>
        <input
          {...control(idPrefix, field)}
          value={values[field]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [field]: event.target.value }));
            clear(field);
          }}
          autoComplete="off"
          {...(hint && !errors[field] ? { 'aria-describedby': `${id}-hint` } : {})}
        />
        {hint ? (
          <p id={`${id}-hint`} className="admin-muted">
            <FormattedMessage id={hint} />
          </p>
        ) : null}
        {errors[field] ? (
          <p id={`${id}-error`} className="field-error">
            {errors[field]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} className="admin-form" noValidate onSubmit={submit}>
      <div className="admin-form-grid">
        {text('titleDe')}
        {text('titleEn')}
        {text('altTextDe', 'admin.pictureForm.altHint')}
        {text('altTextEn')}
        {text('descriptionDe')}
        {text('descriptionEn')}
        <div className="field">
          <label htmlFor={`${idPrefix}-category`}>
            <FormattedMessage id="admin.pictureForm.category" />
          </label>
          <select
            {...control(idPrefix, 'category')}
            value={values.category}
            onChange={(event) => setValues((current) => ({ ...current, category: event.target.value as GalleryCategory }))}
          >
            {galleryCategories.map((category) => (
              <option key={category} value={category}>
                {say(`admin.galleryEditor.category.${category}`)}
              </option>
            ))}
          </select>
        </div>
        {editableUrl ? text('imageUrl') : null}
      </div>
      <EditorFailureNotice failure={failure} reloadLabel="admin.pictureForm.reload" onReload={onReload} />
      <div className="dialog-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            <FormattedMessage id="admin.dialog.cancel" />
          </button>
        ) : null}
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? 'admin.pictureForm.saving' : submitLabel} />
        </button>
      </div>
    </form>
  );
}
