import type { InstagramPost } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { aGalleryImage } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const upload = '/api/media/0b1c2d3e-0000-4000-8000-0000000000aa.jpg';
const post = (overrides: Partial<InstagramPost>): InstagramPost => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  imageUrl: '/images/instagram/pasta.svg',
  captionDe: 'Tagliatelle mit Ragù',
  captionEn: 'Tagliatelle with ragù',
  altDe: 'Ein Teller Tagliatelle',
  altEn: 'A plate of tagliatelle',
  postUrl: 'https://www.instagram.com/p/DQx7Lm2sK4p/',
  postedOn: '2026-11-20',
  visible: true,
  sortOrder: 10,
  picture: null,
  version: 2,
  seeded: true,
  ...overrides,
});
const pasta = post({});
const wine = post({
  id: 'b0000000-0000-4000-8000-000000000002',
  captionDe: 'Barolo',
  captionEn: 'Barolo',
  altDe: 'Rotwein',
  imageUrl: upload,
  picture: { width: 1200, height: 1200, placeholder: null },
  visible: false,
  seeded: false,
  sortOrder: 20,
  version: 1,
});
const uploadedTerrace = aGalleryImage({
  imageUrl: '/api/media/0b1c2d3e-0000-4000-8000-0000000000bb.jpg',
  altText: 'Tische auf der Terrasse',
  altTextDe: 'Tische auf der Terrasse',
});
const seedPicture = aGalleryImage({ imageUrl: '/api/media/seed/interior-dining-room.svg' });

/** The catalog with `posts` and the gallery's uploads, `changes` in front; `replace` swaps the posts. */
function serveWall(posts: InstagramPost[], ...changes: HttpHandler[]) {
  let items = posts;
  serveDashboard(
    ...changes,
    http.get('/api/admin/instagram-posts', () => HttpResponse.json(items)),
    http.get('/api/admin/gallery', () => HttpResponse.json([uploadedTerrace, seedPicture])),
  );
  return { replace: (next: InstagramPost[]) => (items = next) };
}

describe('the Instagram editor (docs/decisions.md 151)', () => {
  it.each([
    ['de', 'Verborgen', 'Beispiel: durch Ihren Beitrag ersetzen', 'Bearbeiten: Tagliatelle mit Ragù'],
    ['en', 'Hidden', 'Example: replace it with your post', 'Edit: Tagliatelle with ragù'],
  ] as const)(
    'when it opens (%s), then the posts in order, hidden and example ones marked',
    async (locale, hidden, example, edit) => {
      serveWall([pasta, wine]);
      renderAdmin(`/${locale}/admin/dashboard?tab=instagram`);
      expect(await screen.findByRole('button', { name: edit })).toBeTruthy();
      const cards = screen.getAllByTestId('admin-instagram-post');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByText(example)).toBeTruthy();
      expect(within(cards[0]!).queryByText(hidden)).toBeNull();
      expect(within(cards[1]!).getByText(hidden)).toBeTruthy();
      expect(within(cards[1]!).queryByText(example)).toBeNull();
      await expectNoAxeViolations();
    },
  );

  it('when a post is added, then its picture is picked from the uploads (not the seed’s), its fields checked, and it is sent', async () => {
    const add = recording(async ({ request }) =>
      HttpResponse.json(post({ ...((await request.json()) as object), id: 'b0000000-0000-4000-8000-000000000009' }), {
        status: 201,
      }),
    );
    serveWall([pasta, wine], http.post('/api/admin/instagram-posts', add));
    const app = renderAdmin('/en/admin/dashboard?tab=instagram');
    await app.user.click(await screen.findByRole('button', { name: 'Add a post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Instagram post' }));
    // The gallery's upload and the wall's own; the seed's illustration is not an upload and is not offered.
    const choices = dialog.getAllByRole('radio');
    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual([uploadedTerrace.imageUrl, upload]);

    await app.user.type(dialog.getByLabelText('Caption (German)'), 'Der Garten ist offen');
    await app.user.type(dialog.getByLabelText('Link to the post on Instagram'), 'javascript:alert(1)');
    await app.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please choose one of the uploaded pictures')).toBeTruthy();
    expect(dialog.getAllByText('The caption is required in both languages')).toHaveLength(1);
    expect(dialog.getByText('Please describe the picture for those who cannot see it')).toBeTruthy();
    expect(dialog.getByText(/Please enter the post’s address on Instagram/)).toBeTruthy();
    expect(add.sent).toEqual([]);

    await app.user.click(dialog.getByRole('radio', { name: /Picture 1: Tische auf der Terrasse/ }));
    await app.user.type(dialog.getByLabelText('Caption (English)'), 'The garden is open');
    await app.user.type(dialog.getByLabelText('Picture description (German)'), 'Tische im Garten');
    const link = dialog.getByLabelText('Link to the post on Instagram');
    await app.user.clear(link);
    await app.user.type(link, 'https://www.instagram.com/p/Garden1/');
    await app.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(add.sent).toHaveLength(1));
    expect(add.sent[0]!.body).toMatchObject({
      imageUrl: uploadedTerrace.imageUrl,
      captionDe: 'Der Garten ist offen',
      captionEn: 'The garden is open',
      altDe: 'Tische im Garten',
      postUrl: 'https://www.instagram.com/p/Garden1/',
      visible: true,
      sortOrder: 30,
    });
    expect(add.sent[0]!.headers['if-match']).toBeUndefined();
    expect(await screen.findByText('The garden is open saved.')).toBeTruthy();
  });

  it('when a post is moved later, then the whole new order is sent; the last cannot move later', async () => {
    const order = recording(() => new HttpResponse(null, { status: 204 }));
    serveWall([pasta, wine], http.put('/api/admin/instagram-posts/order', order));
    const app = renderAdmin('/en/admin/dashboard?tab=instagram');
    await app.user.click(await screen.findByRole('button', { name: 'Move later: Tagliatelle with ragù' }));
    await waitFor(() => expect(order.sent).toHaveLength(1));
    expect(order.sent[0]!.body).toEqual({ ids: [wine.id, pasta.id] });
    expect(await screen.findByText('Tagliatelle with ragù is now at position 2 of 2.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move later: Barolo' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('when a post is edited and someone saved it meanwhile, then 412 with Reload; deleting asks first', async () => {
    const save = recording(() =>
      apiError(
        412,
        'Jemand anderes hat hier inzwischen eine Änderung gespeichert. Bitte laden Sie neu, um sie zu sehen, und ändern Sie dann erneut.',
      ),
    );
    const { replace } = serveWall(
      [pasta, wine],
      http.put(`/api/admin/instagram-posts/${pasta.id}`, save),
      http.delete(`/api/admin/instagram-posts/${wine.id}`, () => new HttpResponse(null, { status: 204 })),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=instagram');
    await app.user.click(await screen.findByRole('button', { name: 'Bearbeiten: Tagliatelle mit Ragù' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tagliatelle mit Ragù bearbeiten' }));
    // A stand-in keeps its illustration: offered as its current picture.
    expect((dialog.getAllByRole('radio')[0] as HTMLInputElement).value).toBe(pasta.imageUrl);
    expect((dialog.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    await app.user.click(dialog.getByLabelText('Auf der Website zeigen'));
    await app.user.click(dialog.getByRole('button', { name: 'Speichern' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Der Beitrag konnte nicht gespeichert werden. Jemand anderes');
    expect(save.sent[0]?.headers['if-match']).toBe('"2"');
    expect(save.sent[0]?.body).toMatchObject({ visible: false, imageUrl: pasta.imageUrl });
    replace([{ ...pasta, captionDe: 'Tagliatelle, neu', version: 3 }, wine]);
    await app.user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Bildunterschrift (Deutsch)') as HTMLTextAreaElement).value).toBe('Tagliatelle, neu'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Abbrechen' }));

    await app.user.click(screen.getByRole('button', { name: 'Löschen: Barolo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Barolo löschen?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Barolo gelöscht.')).toBeTruthy();
  });
});
