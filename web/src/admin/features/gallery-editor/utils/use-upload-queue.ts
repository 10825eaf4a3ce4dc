import type { UploadedImage } from '@ristorante/contracts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../lib/api';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { shrinkForUpload } from '../../../lib/shrink-for-upload';
import { acceptedTypes, uploadPicture } from '../api/gallery-api';

export type Upload = {
  key: string;
  file: File;
  preview: string;
  progress: number;
} & (
  | { state: 'preparing' | 'uploading' | 'processing' | 'waiting' }
  | { state: 'uploaded'; uploaded: UploadedImage }
  | { state: 'refused'; reason: string }
);

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
 * The files on their way to the gallery (docs/decisions.md 90, 121): each made smaller in the browser first when
 * that helps, sent two at a time with its progress, sent again while the catalog is busy, and then processed or
 * refused with the server's reason. Its preview is an object URL, released when it leaves the list.
 */
export function useUploadQueue() {
  const intl = useIntl();
  const client = useAdminClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const previews = useRef(new Set<string>());
  const waiting = useRef<Array<{ key: string; file: File }>>([]);
  const sending = useRef(0);

  // All previews are released when the tab closes.
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

  const sendOnce = async (key: string, file: File) => {
    for (let attempt = 1; ; attempt++) {
      update(key, { state: 'uploading', progress: 0 });
      try {
        const uploaded = await uploadPicture(client, file, (progress) =>
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
  };

  const send = async (key: string, file: File) => {
    try {
      update(key, { state: 'preparing' });
      await sendOnce(key, await shrinkForUpload(file));
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

  /** Files chosen or dropped: each joins the list, those that are no picture refused at once. */
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

  return { uploads, start, remove };
}
