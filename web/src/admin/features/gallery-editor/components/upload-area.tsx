import type { GalleryImage, UploadedImage } from '@ristorante/contracts';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../../components/picture';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import { ApiError } from '../../../../lib/api';
import { useAdminClient } from '../../../lib/session-context';
import { formatBytes, shrinkForUpload, uploadMaxBytes } from '../../../lib/shrink-for-upload';
import { acceptedTypes, savePicture, uploadPicture } from '../api/gallery-api';
import { PictureForm, pictureValues } from './picture-form';

type Upload = {
  key: string;
  file: File;
  preview: string;
  progress: number;
} & (
  | { state: 'preparing' | 'uploading' | 'processing' | 'waiting' }
  | { state: 'uploaded'; uploaded: UploadedImage }
  | { state: 'refused'; reason: string }
);

/** What the status line says while a file is on its way. */
const stateMessages = {
  preparing: 'admin.upload.preparing',
  waiting: 'admin.upload.waiting',
  uploading: 'admin.upload.uploading',
  processing: 'admin.upload.processing',
  uploaded: 'admin.upload.uploaded',
} as const;

/** Two files at a time: the rest wait here rather than in the catalog's queue, and each shows its progress. */
const parallelUploads = 2;

/**
 * When the catalog is busy making other pictures (503: another device uploads too), a file is sent again after a
 * pause, for two minutes; only then is it refused.
 */
const busyPauseMs = 5_000;
const busyAttempts = 24;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Several pictures at once, by drag and drop or the file picker (docs/decisions.md 90, 121): each shows its preview
 * and progress (made smaller in the browser first when that helps, sent, processed), the server's reason if it is
 * refused, and then the processed picture, what it saved, and its form to be saved into the gallery. A file the
 * form was never saved for is removed by the catalog's sweep later.
 */
export function UploadArea({ nextSortOrder, onSaved }: { nextSortOrder: number; onSaved: (picture: GalleryImage) => void }) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const previews = useRef(new Set<string>());
  const waiting = useRef<Array<{ key: string; file: File }>>([]);
  const sending = useRef(0);

  // Previews are object URLs: each is released when its upload leaves the list, and all when the tab closes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? ({ ...upload, ...change } as Upload) : upload)));
  const remove = (key: string) => {
    waiting.current = waiting.current.filter((queued) => queued.key !== key);
    setUploads((current) =>
      current.filter((upload) => {
        if (upload.key !== key) return true;
        URL.revokeObjectURL(upload.preview);
        previews.current.delete(upload.preview);
        return false;
      }),
    );
  };

  const send = async (key: string, file: File) => {
    try {
      update(key, { state: 'preparing' });
      const prepared = await shrinkForUpload(file);
      for (let attempt = 1; ; attempt++) {
        update(key, { state: 'uploading', progress: 0 });
        try {
          const uploaded = await uploadPicture(client, prepared, (progress) =>
            // Everything sent: the catalog is making the variants now.
            update(key, progress < 1 ? { progress } : { progress, state: 'processing' }),
          );
          update(key, { state: 'uploaded', uploaded, progress: 1 });
          return;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 503) || attempt === busyAttempts) throw error;
          update(key, { state: 'waiting' });
          await pause(busyPauseMs);
        }
      }
    } catch (error) {
      update(key, {
        state: 'refused',
        reason: failureText(error, intl) ?? intl.formatMessage({ id: 'admin.pictureForm.saveFailed' }),
      });
    }
  };
  const pump = () => {
    while (sending.current < parallelUploads && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      sending.current += 1;
      void send(next.key, next.file).finally(() => {
        sending.current -= 1;
        pump();
      });
    }
  };

  const start = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      if (!acceptedTypes.includes(file.type)) {
        const reason = intl.formatMessage({ id: 'catalog.upload.notAnImage' });
        setUploads((current) => [...current, { key, file, preview, progress: 0, state: 'refused', reason }]);
        continue;
      }
      setUploads((current) => [...current, { key, file, preview, progress: 0, state: 'preparing' }]);
      waiting.current.push({ key, file });
    }
    pump();
  };

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
            <li key={upload.key} className="admin-upload">
              {upload.state === 'uploaded' ? (
                // What guests will get: the processed picture, not the file as it was chosen.
                <Picture
                  className="admin-upload-preview"
                  src={upload.uploaded.imageUrl}
                  picture={upload.uploaded.picture}
                  sizes="6rem"
                  alt={intl.formatMessage({ id: 'admin.upload.preview' }, { name: upload.file.name })}
                />
              ) : (
                <img
                  className="admin-upload-preview"
                  src={upload.preview}
                  alt={intl.formatMessage({ id: 'admin.upload.preview' }, { name: upload.file.name })}
                />
              )}
              <div className="admin-upload-body">
                <p className="admin-upload-name">
                  <strong>{upload.file.name}</strong>
                  <button
                    type="button"
                    className="button button-secondary admin-small-button"
                    aria-label={intl.formatMessage({ id: 'admin.upload.removeLabel' }, { name: upload.file.name })}
                    onClick={() => remove(upload.key)}
                  >
                    <FormattedMessage id="admin.upload.remove" />
                  </button>
                </p>
                {upload.state === 'refused' ? (
                  <p className="field-error" role="alert">
                    <FormattedMessage id="admin.upload.refused" values={{ name: upload.file.name, reason: upload.reason }} />
                  </p>
                ) : (
                  <>
                    <progress
                      max={1}
                      value={upload.progress}
                      aria-label={intl.formatMessage({ id: 'admin.upload.progress' }, { name: upload.file.name })}
                    />
                    <p className="admin-muted" role="status">
                      <FormattedMessage id={stateMessages[upload.state]} />
                    </p>
                    {upload.state === 'uploaded' ? (
                      <p className="admin-muted">
                        <FormattedMessage
                          id="admin.upload.saved"
                          values={{
                            phone: formatBytes(upload.uploaded.phoneBytes, intl.locale),
                            original: formatBytes(upload.file.size, intl.locale),
                          }}
                        />
                      </p>
                    ) : null}
                  </>
                )}
                {upload.state === 'uploaded' ? (
                  <PictureForm
                    idPrefix={`upload-${upload.key.replace(/[^\w-]/g, '')}`}
                    initial={{
                      ...pictureValues({
                        imageUrl: upload.uploaded.imageUrl,
                        titleDe: upload.file.name.replace(/\.[^.]+$/, ''),
                      }),
                      // New pictures join the end; the owner moves them forward if they should lead.
                      sortOrder: nextSortOrder,
                    }}
                    editableUrl={false}
                    submitLabel="admin.pictureForm.save"
                    onSubmit={async (values) => {
                      const saved = await savePicture(client, values);
                      const title = (intl.locale === 'en' && values.titleEn.trim()) || values.titleDe.trim();
                      toaster.success(intl.formatMessage({ id: 'admin.pictureForm.created' }, { title }));
                      remove(upload.key);
                      onSaved(saved);
                    }}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
