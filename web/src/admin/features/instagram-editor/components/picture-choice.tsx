import type { Picture as PictureDescription } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import { Picture } from '../../../../components/picture';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { acceptedPictureTypes, uploadInstagramPicture } from '../api/instagram-api';
import type { InstagramPostForm } from './instagram-post-form';

export interface PictureOption {
  url: string;
  picture: PictureDescription | null;
  /** What it shows, as its gallery entry or post describes it. */
  description: string;
}

/**
 * The post's picture, picked from the pictures uploaded here (the gallery's and the wall's), or uploaded on the
 * spot (docs/decisions.md 151): never another site's address, so the form has no field to type one.
 */
export function PictureChoice({ form, options }: { form: InstagramPostForm; options: PictureOption[] }) {
  const intl = useIntl();
  const client = useAdminClient();
  const [uploaded, setUploaded] = useState<PictureOption[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const ids = form.ids('imageUrl');
  const all = [...uploaded, ...options.filter((option) => !uploaded.some((entry) => entry.url === option.url))];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setRefusal(undefined);
    try {
      const answer = await uploadInstagramPicture(client, file);
      setUploaded((current) => [{ url: answer.imageUrl, picture: answer.picture, description: file.name }, ...current]);
      form.set('imageUrl', answer.imageUrl);
    } catch (error) {
      setRefusal(
        intl.formatMessage({ id: 'admin.instagramForm.uploadFailed' }, { reason: failureText(error, intl) ?? file.name }),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset
      className="field admin-form-wide admin-picture-choice"
      aria-describedby={form.describedBy('imageUrl', ids.hint)}
      aria-invalid={form.errors.imageUrl ? true : undefined}
    >
      <legend>
        <FormattedMessage id="admin.instagramForm.imageUrl" />
      </legend>
      <p id={ids.hint} className="field-hint">
        <FormattedMessage id="admin.instagramForm.pictureHint" />
      </p>
      {all.length === 0 ? (
        <p className="admin-muted">
          <FormattedMessage id="admin.instagramForm.noPictures" />
        </p>
      ) : (
        <ul className="admin-picture-options">
          {all.map((option, index) => (
            <li key={option.url}>
              <label className="admin-picture-option">
                <input
                  type="radio"
                  name="imageUrl"
                  id={index === 0 ? ids.control : undefined}
                  value={option.url}
                  checked={form.values.imageUrl === option.url}
                  onChange={() => form.set('imageUrl', option.url)}
                />
                <Picture src={option.url} picture={option.picture} sizes="8rem" alt="" loading="lazy" />
                <span className="visually-hidden">
                  <FormattedMessage
                    id="admin.instagramForm.pictureOption"
                    values={{ number: index + 1, description: option.description }}
                  />
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <label className="button button-secondary admin-small-button admin-picture-upload">
        <FormattedMessage id={uploading ? 'admin.instagramForm.uploading' : 'admin.instagramForm.upload'} />
        <input
          type="file"
          className="visually-hidden"
          accept={acceptedPictureTypes.join(',')}
          disabled={uploading}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <FieldError form={form} field="imageUrl" />
    </fieldset>
  );
}
