import { ownPicturePath, type GalleryImage, type Picture as PictureSize } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import { Picture } from '../../../../components/picture';
import type { EditorForm } from '../../../lib/use-editor-form';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { shrinkForUpload } from '../../../lib/shrink-for-upload';
import { acceptedTypes, staffGalleryQuery, uploadPicture } from '../../../lib/own-pictures';
import type { BlogField, BlogFormValues } from '../utils/blog-form-values';

interface Choice {
  imageUrl: string;
  picture: PictureSize | null;
  label: string;
}

/**
 * The cover picture, chosen from this site's own pictures (docs/decisions.md 150, 153): the gallery's, the one the
 * post has, or one uploaded here (the catalog's sweep keeps it: a post's cover counts as used). Addresses from
 * other sites are not offered at all; the catalog would refuse them.
 */
export function CoverPicker({ form }: { form: EditorForm<BlogFormValues, BlogField> }) {
  const intl = useIntl();
  const client = useAdminClient();
  const gallery = useQuery(staffGalleryQuery(client));
  const [uploaded, setUploaded] = useState<Choice | undefined>();
  const [upload, setUpload] = useState<'busy' | 'done' | { failed: string } | undefined>();
  const chosen = form.values.coverImageUrl;
  const ids = form.ids('coverImageUrl');

  const galleryChoices: Choice[] = (gallery.data ?? [])
    .filter((picture: GalleryImage) => ownPicturePath.test(picture.imageUrl))
    .map((picture) => ({
      imageUrl: picture.imageUrl,
      picture: picture.picture,
      label: (intl.locale === 'en' ? picture.titleEn : picture.titleDe) || picture.title,
    }));
  const current =
    chosen && !galleryChoices.some((choice) => choice.imageUrl === chosen) && uploaded?.imageUrl !== chosen
      ? [{ imageUrl: chosen, picture: null, label: intl.formatMessage({ id: 'admin.blogForm.coverCurrent' }) }]
      : [];
  const choices = [...(uploaded ? [uploaded] : []), ...current, ...galleryChoices];

  const send = async (file: File | undefined) => {
    if (!file) return;
    setUpload('busy');
    try {
      const done = await uploadPicture(client, await shrinkForUpload(file), () => undefined);
      setUploaded({ imageUrl: done.imageUrl, picture: done.picture, label: file.name });
      form.set('coverImageUrl', done.imageUrl);
      setUpload('done');
    } catch (error) {
      const failed = intl.formatMessage({ id: 'admin.blogForm.uploadFailed' });
      setUpload({ failed: `${failed} ${failureText(error, intl) ?? ''}`.trim() });
    }
  };

  return (
    <fieldset className="admin-blog-cover admin-form-wide" aria-describedby={ids.hint}>
      <legend>
        <FormattedMessage id="admin.blogForm.cover" />
      </legend>
      <p id={ids.hint} className="field-hint">
        <FormattedMessage id={choices.length ? 'admin.blogForm.coverHint' : 'admin.blogForm.noPictures'} />
      </p>
      {choices.length > 0 ? (
        <ul className="admin-blog-covers">
          {choices.map((choice, index) => (
            <li key={choice.imageUrl}>
              <label
                className={
                  choice.imageUrl === chosen ? 'admin-blog-cover-choice admin-blog-cover-chosen' : 'admin-blog-cover-choice'
                }
              >
                <input
                  type="radio"
                  {...form.wire('coverImageUrl')}
                  // One id per radio; the first keeps the field's, so the error's focus and links find it.
                  id={index === 0 ? ids.control : `${ids.control}-${index}`}
                  value={choice.imageUrl}
                  checked={choice.imageUrl === chosen}
                  onChange={() => form.set('coverImageUrl', choice.imageUrl)}
                />
                <Picture
                  className="admin-blog-cover-image"
                  src={choice.imageUrl}
                  picture={choice.picture}
                  sizes="8rem"
                  alt=""
                  loading="lazy"
                />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError form={form} field="coverImageUrl" />
      <div className="admin-row-actions">
        <label className="button button-secondary admin-upload-button">
          <FormattedMessage id="admin.blogForm.upload" />
          <input
            type="file"
            accept={acceptedTypes.join(',')}
            className="admin-file-input"
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p role="status" className="admin-muted">
          {upload === 'busy' ? <FormattedMessage id="admin.blogForm.uploading" /> : null}
          {upload === 'done' ? <FormattedMessage id="admin.blogForm.uploaded" /> : null}
        </p>
      </div>
      {typeof upload === 'object' ? (
        <p className="field-error" role="alert">
          {upload.failed}
        </p>
      ) : null}
    </fieldset>
  );
}
