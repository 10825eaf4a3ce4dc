import { instagramPostInputSchema, type InstagramPost } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import type { MessageId } from '../../../../i18n/catalogues';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useEditorForm } from '../../../lib/use-editor-form';
import { PictureChoice, type PictureOption } from './picture-choice';

const fields = ['imageUrl', 'captionDe', 'captionEn', 'altDe', 'altEn', 'postUrl', 'postedOn', 'visible'] as const;
type Field = (typeof fields)[number];
type TextField = Exclude<Field, 'visible' | 'imageUrl'>;
export type InstagramPostValues = Record<Exclude<Field, 'visible'>, string> & { visible: boolean; sortOrder: number };

/** The form's values for a post as it stands, or a new one (shown, placed after the others, posted today). */
export function instagramPostValues(post: InstagramPost | undefined, nextSortOrder: number, today: string): InstagramPostValues {
  return {
    imageUrl: post?.imageUrl ?? '',
    captionDe: post?.captionDe ?? '',
    captionEn: post?.captionEn ?? '',
    altDe: post?.altDe ?? '',
    altEn: post?.altEn ?? '',
    postUrl: post?.postUrl ?? '',
    postedOn: post?.postedOn ?? today,
    visible: post?.visible ?? true,
    sortOrder: post?.sortOrder ?? nextSortOrder,
  };
}

export type InstagramPostForm = ReturnType<typeof useEditorForm<InstagramPostValues, Field>>;

interface InstagramPostFormProps {
  initial: InstagramPostValues;
  pictures: PictureOption[];
  onSubmit: (values: InstagramPostValues) => Promise<void>;
  onReload?: () => void;
  onCancel: () => void;
}

/**
 * One post of the wall (docs/decisions.md 151): its picture from the uploads, captions and descriptions in both
 * languages, the link to the real post, the day, shown or hidden; checked with the catalog's schema first.
 */
export function InstagramPostFormView({ initial, pictures, onSubmit, onReload, onCancel }: InstagramPostFormProps) {
  const intl = useIntl();
  const form = useEditorForm({
    id: 'instagram-post',
    initial,
    fields,
    fixFields: 'admin.instagramForm.fixFields',
    saveFailed: 'admin.instagramForm.saveFailed',
  });
  const submit = form.submitWith(
    () => checkWithSchema(instagramPostInputSchema, form.values),
    () => onSubmit(form.values),
  );
  const text = (field: TextField, extra: { hint?: MessageId; multiline?: boolean; type?: string } = {}) => {
    const props = form.control(field, extra.hint && form.ids(field).hint);
    return (
      <FormField
        form={form}
        field={field}
        label={`admin.instagramForm.${field}`}
        hint={extra.hint ? intl.formatMessage({ id: extra.hint }) : undefined}
        className={extra.multiline ? 'admin-form-wide' : undefined}
      >
        {extra.multiline ? <textarea {...props} rows={3} /> : <input {...props} type={extra.type ?? 'text'} autoComplete="off" />}
      </FormField>
    );
  };

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      <div className="admin-form-grid">
        <PictureChoice form={form} options={pictures} />
        {text('captionDe', { multiline: true })}
        {text('captionEn', { multiline: true })}
        {text('altDe', { hint: 'admin.instagramForm.altHint' })}
        {text('altEn')}
        {text('postUrl', { hint: 'admin.instagramForm.postUrlHint', type: 'url' })}
        {text('postedOn', { type: 'date' })}
        <label className="admin-check">
          <input
            type="checkbox"
            {...form.wire('visible')}
            checked={form.values.visible}
            onChange={(event) => form.set('visible', event.target.checked)}
          />
          <FormattedMessage id="admin.instagramForm.visible" />
        </label>
      </div>
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.instagramForm.reload" onReload={onReload} />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <SubmitButton busy={form.busy} label="admin.instagramForm.save" busyLabel="admin.instagramForm.saving" />
      </div>
    </form>
  );
}
