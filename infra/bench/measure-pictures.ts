import { uploadedImageSchema, variantPickedFor, variantUrl, type UploadedImage } from '@ristorante/contracts';
import { phonePhoto } from '../../services/catalog/test/support/phone-photo.js';
import { measure, type HttpFigures } from './measure-http.js';

/**
 * The pictures' figures (docs/decisions.md 121): how long a 12 MP phone photo takes from upload to all its
 * variants, how many bytes a 360 px phone at 3× downloads of it, and what twenty uploads at once do to guests
 * reading the gallery. The photo also goes first into the gallery, for Lighthouse's run on it afterwards.
 */
export interface PictureFigures {
  /** From sending the photo to the answer, which comes once every variant is written; each of `runs`. */
  uploadMs: number[];
  photoBytes: number;
  /** The variant a 360 px screen at 3× picks for a picture across it, and its size. */
  phoneVariant: { url: string; bytes: number };
  /** Guests' reads at 64 connections, alone and while twenty uploads are processed. */
  reads: Record<string, { idle: HttpFigures; duringUploads: HttpFigures }>;
  /** The twenty uploads: how many were made, how many were told to try again (the queue's limit). */
  uploads: { made: number; busy: number; other: number };
}

export interface StaffSession {
  cookie: string;
  csrfToken: string;
}

export async function signInAsOwner(site: string, identifier: string, password: string): Promise<StaffSession> {
  const login = await fetch(`${site}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!login.ok) throw new Error(`bench owner sign-in answered ${login.status}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, csrfToken };
}

async function upload(site: string, session: StaffSession, photo: Uint8Array): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_4032.jpg');
  return fetch(`${site}/api/gallery/upload`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body,
  });
}

export async function measurePictures(
  site: string,
  session: StaffSession,
  { runs = 3, readSeconds = 4 }: { runs?: number; readSeconds?: number } = {},
): Promise<PictureFigures> {
  const photo = await phonePhoto();
  const uploadMs: number[] = [];
  let stored: UploadedImage | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const answer = await upload(site, session, photo);
    uploadMs.push(Math.round(performance.now() - started));
    if (answer.status !== 201) throw new Error(`the photo's upload answered ${answer.status}: ${await answer.text()}`);
    stored = uploadedImageSchema.parse(await answer.json());
  }
  const pick = variantUrl(stored!.imageUrl, variantPickedFor(360, 3, stored!.picture.width), 'avif')!;
  const phoneBytes = (await (await fetch(`${site}${pick}`)).arrayBuffer()).byteLength;

  // The photo first in the gallery: Lighthouse measures the page with it (its budget is the page's LCP).
  const entry = await fetch(`${site}/api/gallery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: JSON.stringify({
      titleDe: 'Unsere Terrasse am Abend',
      altTextDe: 'Foto: die Terrasse am Abend, Tische mit Kerzen',
      imageUrl: stored!.imageUrl,
      category: 'exterior',
      sortOrder: 0,
    }),
  });
  if (entry.status !== 201) throw new Error(`the gallery entry answered ${entry.status}`);
  const id = stored!.imageUrl.slice('/api/media/'.length, -'.jpg'.length);
  const since = performance.now();
  while (!(await (await fetch(`${site}/de/gallery`)).text()).includes(id)) {
    if (performance.now() - since > 30_000) throw new Error('the rendered gallery did not show the photo within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // Guests read while twenty photos are processed: the worker's lower priority is what keeps them fast.
  const targets = {
    'gallery page HTML (rendered)': { url: `${site}/de/gallery`, headers: { 'accept-encoding': 'gzip' } },
    'gallery via Nginx → gateway → catalog': { url: `${site}/api/gallery`, headers: {} },
  };
  const reads: PictureFigures['reads'] = {};
  const uploads = { made: 0, busy: 0, other: 0 };
  for (const [name, target] of Object.entries(targets)) {
    const idle = await measure({ ...target, connections: 64, durationSeconds: readSeconds });
    const twenty = Promise.all(Array.from({ length: 20 }, () => upload(site, session, photo)));
    // The uploads are sent and the worker busy before the reads are measured.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const duringUploads = await measure({ ...target, connections: 64, durationSeconds: readSeconds });
    for (const answer of await twenty) {
      if (answer.status === 201) uploads.made++;
      else if (answer.status === 503) uploads.busy++;
      else uploads.other++;
      await answer.arrayBuffer();
    }
    reads[name] = { idle, duringUploads };
    console.log(`${name} @64 idle: ${JSON.stringify(idle)}; during 20 uploads: ${JSON.stringify(duringUploads)}`);
  }
  return { uploadMs, photoBytes: photo.length, phoneVariant: { url: pick, bytes: phoneBytes }, reads, uploads };
}
