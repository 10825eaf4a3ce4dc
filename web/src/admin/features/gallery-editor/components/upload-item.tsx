import type { GalleryImage } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../../components/picture';
import { useToaster } from '../../../components/toaster';
import { useAdminClient } from '../../../lib/session-context';
import { formatBytes } from '../../../lib/shrink-for-upload';
import { savePicture } from '../api/gallery-api';
import type { Upload } from '../utils/use-upload-queue';
import { PictureForm, pictureValues } from './picture-form';
import { RowAction } from '../../../components/row-action';

/** What the status line says while a file is on its way. */
const stateMessages = {
  preparing: 'admin.upload.preparing',
  waiting: 'admin.upload.waiting',
  uploading: 'admin.upload.uploading',
  processing: 'admin.upload.processing',
  uploaded: 'admin.upload.uploaded',
} as const;

/**
 * One file in the upload list: its preview (the processed picture once there is one), its progress or the reason it
 * was refused, what processing saved, and the form that puts it into the gallery.
 */
export function UploadItem({
  upload,
  nextSortOrder,
  onRemove,
  onSaved,
}: {
  upload: Upload;
  nextSortOrder: number;
  onRemove: () => void;
  onSaved: (picture: GalleryImage) => void;
}) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const name = upload.file.name;
  const alt = intl.formatMessage({ id: 'admin.upload.preview' }, { name });
  return (
    <li className="admin-upload">
      {upload.state === 'uploaded' ? (
        // What guests will get: the processed picture, not the file as it was chosen.
        <Picture
          className="admin-upload-preview"
          src={upload.uploaded.imageUrl}
          picture={upload.uploaded.picture}
          sizes="6rem"
          alt={alt}
        />
      ) : (
        <img className="admin-upload-preview" src={upload.preview} alt={alt} />
      )}
      <div className="admin-upload-body">
        <p className="admin-upload-name">
          <strong>{name}</strong>
          <RowAction
            label="admin.upload.remove"
            ariaLabel={intl.formatMessage({ id: 'admin.upload.removeLabel' }, { name })}
            onClick={onRemove}
          />
        </p>
        {upload.state === 'refused' ? (
          <p className="field-error" role="alert">
            <FormattedMessage id="admin.upload.refused" values={{ name, reason: upload.reason }} />
          </p>
        ) : (
          <>
            <progress
              max={1}
              value={upload.progress}
              aria-label={intl.formatMessage({ id: 'admin.upload.progress' }, { name })}
            />
            <p className="admin-muted" role="status">
              <FormattedMessage id={stateMessages[upload.state]} />
            </p>
          </>
        )}
        {upload.state === 'uploaded' ? (
          <>
            <p className="admin-muted">
              <FormattedMessage
                id="admin.upload.saved"
                values={{
                  phone: formatBytes(upload.uploaded.phoneBytes, intl.locale),
                  original: formatBytes(upload.file.size, intl.locale),
                }}
              />
            </p>
            <PictureForm
              idPrefix={`upload-${upload.key.replace(/[^\w-]/g, '')}`}
              initial={{
                ...pictureValues({ imageUrl: upload.uploaded.imageUrl, titleDe: name.replace(/\.[^.]+$/, '') }),
                // New pictures join the end; the owner moves them forward if they should lead.
                sortOrder: nextSortOrder,
              }}
              editableUrl={false}
              submitLabel="admin.pictureForm.save"
              onSubmit={async (values) => {
                const saved = await savePicture(client, values);
                const title = (intl.locale === 'en' && values.titleEn.trim()) || values.titleDe.trim();
                toaster.success(intl.formatMessage({ id: 'admin.pictureForm.created' }, { title }));
                onRemove();
                onSaved(saved);
              }}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
