import type { GalleryImage, UploadedImage } from '@ristorante/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { csrfToken, serveDashboard } from './support/admin-api';
import { aGalleryImage } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const picture = (overrides: Partial<GalleryImage>): GalleryImage =>
  aGalleryImage({ id: 'a0000000-0000-4000-8000-000000000001', version: 2, ...overrides });
const diningRoom = picture({});
const bar = picture({ id: 'a0000000-0000-4000-8000-000000000002', title: 'Bar', titleDe: 'Bar', titleEn: 'Bar', sortOrder: 20 });
const terrace = picture({
  id: 'a0000000-0000-4000-8000-000000000003',
  title: 'Terrasse',
  titleDe: 'Terrasse',
  titleEn: 'Terrace',
  category: 'exterior',
  altText: 'Terrasse',
  altTextDe: null,
  altTextEn: null,
});

/**
 * XMLHttpRequest as the upload sees it: every request is kept, and the test decides when it progresses and how
 * the server answers. The upload goes by XMLHttpRequest for its progress events, which an MSW handler cannot
 * pace; every other call of the editor is answered by MSW.
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, path: string) {
    this.headers[':path'] = `${method} ${path}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

/** The catalog with `pictures`, `changes` in front; `replace` swaps what it holds, as another device's save would. */
function serveGallery(pictures: GalleryImage[], ...changes: HttpHandler[]) {
  let items = pictures;
  serveDashboard(
    ...changes,
    http.get('/api/admin/gallery', () => HttpResponse.json(items)),
  );
  return { replace: (next: GalleryImage[]) => (items = next) };
}
const threePictures = [diningRoom, bar, terrace];
const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

describe('the gallery editor (docs/decisions.md 86, 87, 90)', () => {
  it.each([
    ['de', 'Alle (3)', 'Innenraum (2)', 'Ohne Alternativtext: nicht auf der Website'],
    ['en', 'All (3)', 'Interior (2)', 'No alt text: not on the website'],
  ] as const)(
    'when it opens (%s), then the pictures with a category filter and counts; one without alt text is marked',
    async (locale, all, interior, noAlt) => {
      serveGallery(threePictures);
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=gallery`);
      await screen.findByRole('button', { name: all });
      expect(screen.getByText(noAlt)).toBeTruthy();
      await app.user.click(screen.getByRole('button', { name: interior }));
      expect(screen.getAllByRole('img').filter((image) => image.closest('.admin-picture'))).toHaveLength(2);
      await expectNoAxeViolations();
    },
  );

  it('when two pictures are dropped, then each shows its progress, then its form; saved, it joins the gallery', async () => {
    const save = recording(async ({ request }) =>
      HttpResponse.json(picture({ ...((await request.json()) as object), id: 'new', version: 1 }), { status: 201 }),
    );
    const { replace } = serveGallery([diningRoom], http.post('/api/gallery', save));
    const app = renderAdmin('/en/admin/dashboard?tab=gallery');
    const zone = await screen.findByTestId('drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [png('terrace.png'), png('kitchen.png')] } });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect(FakeUpload.sent[0]!.headers).toMatchObject({
      ':path': 'POST /api/gallery/upload',
      'x-csrf-token': csrfToken,
      'accept-language': 'en',
    });
    expect((FakeUpload.sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    FakeUpload.sent[0]!.progress(0.4);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading terrace.png' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('0.4'));
    FakeUpload.sent[1]!.answer(413, {
      error: 'The image is too large (at most 5 MB)',
      fields: { file: 'The image is too large (at most 5 MB)' },
    });
    expect(await screen.findByText('kitchen.png was not uploaded: The image is too large (at most 5 MB)')).toBeTruthy();
    // All of it sent: the catalog makes the variants now, and the row says so.
    FakeUpload.sent[0]!.progress(1);
    expect(await screen.findByText('Processing: sizes for every screen, without location or camera data …')).toBeTruthy();
    const uploaded: UploadedImage = {
      imageUrl: '/api/media/0b1c2d3e-0000-4000-8000-000000000001.jpg',
      contentType: 'image/jpeg',
      bytes: 9,
      width: 4,
      height: 3,
      picture: { width: 4, height: 3, placeholder: null },
      phoneBytes: 3 * 1024,
    };
    FakeUpload.sent[0]!.answer(201, uploaded);
    expect(await screen.findByText('Uploaded. Describe the picture and save it to the gallery.')).toBeTruthy();
    // What was made is shown, not the file as chosen, with what it saves a phone.
    const preview = screen.getByRole('img', { name: 'Preview of terrace.png' });
    expect(preview.getAttribute('src')).toBe('/api/media/0b1c2d3e-0000-4000-8000-000000000001/4.jpg');
    expect(screen.getByText('Stored without location or camera data. A phone downloads 3 KB instead of 1 KB.')).toBeTruthy();
    await expectNoAxeViolations();

    await app.user.click(screen.getByRole('button', { name: 'Save to the gallery' }));
    expect(
      await screen.findByText('The German alt text is required: it describes the picture to guests who cannot see it'),
    ).toBeTruthy();
    expect(save.sent).toEqual([]);
    await app.user.type(screen.getByLabelText('Alt text (German)'), 'Tische unter Weinlaub');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Exterior');
    replace([diningRoom, picture({ id: 'new', title: 'terrace', category: 'exterior' })]);
    await app.user.click(screen.getByRole('button', { name: 'Save to the gallery' }));
    expect(await screen.findByText('terrace is in the gallery now.')).toBeTruthy();
    expect(save.sent[0]?.body).toMatchObject({
      titleDe: 'terrace',
      altTextDe: 'Tische unter Weinlaub',
      imageUrl: '/api/media/0b1c2d3e-0000-4000-8000-000000000001.jpg',
      category: 'exterior',
      // After the last picture there is (10): new ones join the end.
      sortOrder: 20,
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading terrace.png' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Exterior (1)' })).toBeTruthy();
  });

  it('when the catalog is busy with other pictures (503), then the file waits its turn and is sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveGallery(threePictures);
      renderAdmin('/en/admin/dashboard?tab=gallery');
      fireEvent.drop(await screen.findByTestId('drop-zone'), { dataTransfer: { files: [png('terrace.png')] } });
      await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
      FakeUpload.sent[0]!.answer(503, {
        error: 'Many pictures are being processed right now. Please try again in a few seconds.',
      });
      expect(await screen.findByText('Waiting for the pictures before it to be processed …')).toBeTruthy();
      expect(FakeUpload.sent).toHaveLength(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_500);
      });
      await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
      FakeUpload.sent[1]!.answer(201, {
        imageUrl: '/api/media/0b1c2d3e-0000-4000-8000-000000000002.jpg',
        contentType: 'image/jpeg',
        bytes: 9,
        width: 4,
        height: 3,
        picture: { width: 4, height: 3, placeholder: null },
        phoneBytes: 9,
      } satisfies UploadedImage);
      expect(await screen.findByText('Uploaded. Describe the picture and save it to the gallery.')).toBeTruthy();
      expect(screen.queryByText(/was not uploaded/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a file is no image, then it is refused before sending, by the file picker too', async () => {
    serveGallery(threePictures);
    renderAdmin('/de/admin/dashboard?tab=gallery');
    // The picker's accept filter is a hint a browser may ignore ('All files'): the app checks again.
    fireEvent.change(await screen.findByLabelText('Dateien auswählen'), {
      target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText('menu.pdf wurde nicht hochgeladen: Diese Datei ist kein PNG-, JPEG- oder WebP-Bild'),
    ).toBeTruthy();
    expect(FakeUpload.sent).toEqual([]);
  });

  it('when a picture moves later, then the category’s new order is sent and announced; the last cannot move on', async () => {
    const reorder = recording(() => new HttpResponse(null, { status: 204 }));
    serveGallery(threePictures, http.put('/api/gallery/order', reorder));
    const app = renderAdmin('/en/admin/dashboard?tab=gallery');
    await app.user.click(await screen.findByRole('button', { name: 'Move later: Dining room' }));
    expect(await screen.findByText('Dining room is now at place 2 of 2.')).toBeTruthy();
    expect(reorder.sent[0]?.body).toEqual({
      category: 'interior',
      ids: [bar.id, diningRoom.id],
    });
    expect(screen.getByRole('button', { name: 'Move later: Bar' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Move earlier: Dining room' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('when a picture is edited and someone saved it meanwhile, then 412 with Reload; deleting asks first', async () => {
    const save = recording(() =>
      apiError(
        412,
        'Jemand anderes hat hier inzwischen eine Änderung gespeichert. Bitte laden Sie neu, um sie zu sehen, und ändern Sie dann erneut.',
      ),
    );
    const { replace } = serveGallery(
      threePictures,
      http.put(`/api/gallery/${terrace.id}`, save),
      http.delete(`/api/gallery/${bar.id}`, () => new HttpResponse(null, { status: 204 })),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=gallery');
    await app.user.click(await screen.findByRole('button', { name: 'Bearbeiten: Terrasse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Terrasse bearbeiten' }));
    await app.user.type(dialog.getByLabelText('Alternativtext (Deutsch)'), 'Tische im Garten');
    await app.user.click(dialog.getByRole('button', { name: 'Bild speichern' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Das Bild konnte nicht gespeichert werden. Jemand anderes');
    expect(save.sent[0]?.headers['if-match']).toBe('"2"');
    replace([diningRoom, bar, { ...terrace, altTextDe: 'Weinlaub über der Terrasse', version: 3 }]);
    await app.user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Alternativtext (Deutsch)') as HTMLInputElement).value).toBe('Weinlaub über der Terrasse'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Abbrechen' }));

    await app.user.click(screen.getByRole('button', { name: 'Löschen: Bar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bar löschen?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Bar gelöscht.')).toBeTruthy();
  });
});
