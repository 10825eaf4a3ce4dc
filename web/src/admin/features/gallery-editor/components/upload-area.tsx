import type { GalleryImage } from '@ristorante/contracts';
import { useId, useState, type DragEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { uploadMaxBytes } from '../../../lib/shrink-for-upload';
import { acceptedTypes } from '../api/gallery-api';
import { useUploadQueue } from '../utils/use-upload-queue';
import { UploadItem } from './upload-item';

/**
 * Several pictures at once, by drag and drop or the file picker (docs/decisions.md 90, 121): each shows its preview
 * and progress (made smaller in the browser first when that helps, sent, processed), the server's reason if it is
 * refused, and then the processed picture, what it saved, and its form to be saved into the gallery. A file the
 * form was never saved for is removed by the catalog's sweep later.
 */
export function UploadArea({ nextSortOrder, onSaved }: { nextSortOrder: number; onSaved: (picture: GalleryImage) => void }) {
  const inputId = useId();
  const { uploads, start, remove } = useUploadQueue();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) start(event.dataTransfer.files);
  };

  return (
    <section className="card" aria-labelledby="upload-title">
      <h2 id="upload-title">
        <FormattedMessage id="admin.upload.title" />
      </h2>
      <div
        className={dragging ? 'admin-drop-zone admin-drop-zone-active' : 'admin-drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="drop-zone"
      >
        <p>
          <FormattedMessage id="admin.upload.drop" />{' '}
          <label className="button button-secondary admin-upload-button">
            <FormattedMessage id="admin.upload.choose" />
            <input
              id={inputId}
              type="file"
              multiple
              accept={acceptedTypes.join(',')}
              className="admin-file-input"
              onChange={(event) => {
                if (event.target.files) start(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        </p>
        <p className="admin-muted">
          <FormattedMessage id="admin.upload.rules" values={{ maxMb: uploadMaxBytes / (1024 * 1024) }} />
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul className="admin-uploads">
          {uploads.map((upload) => (
            <UploadItem
              key={upload.key}
              upload={upload}
              nextSortOrder={nextSortOrder}
              onRemove={() => remove(upload.key)}
              onSaved={onSaved}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
