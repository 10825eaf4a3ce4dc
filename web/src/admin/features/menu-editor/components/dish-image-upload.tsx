import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { uploadImage } from '../api/menu-api';

/** A dish's picture uploaded from the form: its address goes into the image field; progress and refusal said here. */
export function DishImageUpload({ onUploaded }: { onUploaded: (imageUrl: string) => void }) {
  const intl = useIntl();
  const client = useAdminClient();
  const [uploading, setUploading] = useState<'busy' | 'done' | { failed: string } | undefined>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading('busy');
    try {
      const { imageUrl } = await uploadImage(client, file);
      onUploaded(imageUrl);
      setUploading('done');
    } catch (error) {
      const failed = intl.formatMessage({ id: 'admin.dishForm.uploadFailed' });
      setUploading({ failed: `${failed} ${failureText(error, intl) ?? ''}`.trim() });
    }
  };

  return (
    <div className="field">
      <label className="button button-secondary admin-upload-button">
        <FormattedMessage id="admin.dishForm.upload" />
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="admin-file-input"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </label>
      <p role="status" className="admin-muted">
        {uploading === 'busy' ? <FormattedMessage id="admin.dishForm.uploading" /> : null}
        {uploading === 'done' ? <FormattedMessage id="admin.dishForm.uploaded" /> : null}
      </p>
      {typeof uploading === 'object' ? (
        <p className="field-error" role="alert">
          {uploading.failed}
        </p>
      ) : null}
    </div>
  );
}
