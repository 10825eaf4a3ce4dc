import type { AdminBlogPost, BlogPostPreview } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard, signedInAs } from './support/admin-api';
import { aGalleryImage } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

/** A post as GET /api/admin/blog-posts answers it (contracts' adminBlogPostSchema). */
function aPost(overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    titleDe: 'Unsere Herbstkarte',
    titleEn: 'Our autumn menu',
    slugDe: 'unsere-herbstkarte',
    slugEn: 'our-autumn-menu',
    teaserDe: 'Kürbis, Pilze und Trüffel.',
    teaserEn: 'Pumpkin, mushrooms and truffle.',
    bodyDe: 'Im Herbst kochen wir mit Kürbis.',
    bodyEn: 'In autumn we cook with pumpkin.',
    category: 'seasonal-menu',
    author: 'Giulia',
    coverImageUrl: '/api/media/seed/blog-autumn.svg',
    coverAltDe: 'Ein Teller Kürbisrisotto',
    coverAltEn: 'A plate of pumpkin risotto',
    status: 'published',
    publishAt: '2026-10-20T08:00:00.000Z',
    version: 3,
    seeded: true,
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

const autumn = aPost();
// 19:00 in Berlin (winter time) on 20 November 2031.
const truffle = aPost({
  id: '22222222-2222-4222-8222-222222222222',
  titleDe: 'Trüffelabend',
  titleEn: 'Truffle night',
  slugDe: 'trueffelabend',
  slugEn: 'truffle-night',
  category: 'kitchen-stories',
  status: 'scheduled',
  publishAt: '2031-11-20T18:00:00.000Z',
  seeded: false,
  version: 1,
});
const draft = aPost({
  id: '33333333-3333-4333-8333-333333333333',
  titleDe: 'Entwurf ohne Datum',
  titleEn: 'Draft without a date',
  slugDe: 'entwurf',
  slugEn: 'draft',
  status: 'draft',
  publishAt: null,
  seeded: false,
});
const diningRoom = aGalleryImage({ imageUrl: '/api/media/dining-room.webp', titleEn: 'Dining room' });

/** The catalog with `posts` and the gallery's pictures, `changes` in front; `replace` swaps what it holds. */
function serveBlog(posts: AdminBlogPost[], ...changes: HttpHandler[]) {
  let items = posts;
  serveDashboard(
    ...changes,
    http.get('/api/admin/blog-posts', () => HttpResponse.json(items)),
    http.get('/api/admin/gallery', () => HttpResponse.json([diningRoom])),
  );
  return { replace: (next: AdminBlogPost[]) => (items = next) };
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr')!;

describe('the blog editor (docs/decisions.md 150, 153)', () => {
  it.each([
    ['en', 'Our autumn menu', 'Published', 'Seasonal Menu', 'Scheduled for 20 Nov 2031, 19:00', 'Draft', 'no date', 'Example'],
    [
      'de',
      'Unsere Herbstkarte',
      'Veröffentlicht',
      'Saisonale Karte',
      'Geplant für 20.11.2031, 19:00',
      'Entwurf',
      'ohne Datum',
      'Beispiel',
    ],
  ] as const)(
    'when it opens (%s), then each post with its title, status, Berlin date and category, the examples marked',
    async (locale, title, published, category, scheduled, draftStatus, noDate, example) => {
      serveBlog([draft, truffle, autumn]);
      renderAdmin(`/${locale}/admin/dashboard?tab=blog`);
      await screen.findByRole('rowheader', { name: new RegExp(title) });
      const first = within(rowOf(title));
      expect(first.getByText(published)).toBeTruthy();
      expect(first.getByText(category)).toBeTruthy();
      expect(first.getByText(example)).toBeTruthy();
      const planned = within(rowOf(locale === 'en' ? 'Truffle night' : 'Trüffelabend'));
      expect(planned.getByText(scheduled)).toBeTruthy();
      expect(planned.queryByText(example)).toBeNull();
      const unpublished = within(rowOf(locale === 'en' ? 'Draft without a date' : 'Entwurf ohne Datum'));
      expect(unpublished.getByText(draftStatus)).toBeTruthy();
      expect(unpublished.getByText(noDate)).toBeTruthy();
      await expectNoAxeViolations();
    },
  );

  it('when there are no posts, then the empty state invites the first', async () => {
    serveBlog([]);
    renderAdmin('/en/admin/dashboard?tab=blog');
    expect(await screen.findByText('No posts yet. Write the first one.')).toBeTruthy();
  });

  it('when a new post is written with mistakes, then each field says why; corrected, it is sent with its suggested addresses and Berlin’s time', async () => {
    const create = recording(async ({ request }) =>
      HttpResponse.json({ ...autumn, ...((await request.json()) as object), id: 'new', version: 1 }, { status: 201 }),
    );
    serveBlog([], http.post('/api/admin/blog-posts', create));
    const app = renderAdmin('/en/admin/dashboard?tab=blog');
    await app.user.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New post' }));
    // A new post starts as a draft by the signed-in owner.
    expect((dialog.getByLabelText('Author') as HTMLInputElement).value).toBe('Giulia');
    await app.user.click(dialog.getByRole('button', { name: 'Save post' }));
    expect(dialog.getAllByText('The title is required in this language')).toHaveLength(2);
    expect(dialog.getAllByText('The text is required in this language')).toHaveLength(2);
    expect(dialog.getByText('Please choose a category from the list')).toBeTruthy();
    expect(
      dialog.getByText('Please choose one of the pictures uploaded here (pictures from other sites are refused)'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Title (German)')));
    expect(create.sent).toEqual([]);
    await expectNoAxeViolations();

    await app.user.type(dialog.getByLabelText('Title (German)'), 'Trüffel & Wein im Herbst');
    expect((dialog.getByLabelText('Address (German)') as HTMLInputElement).value).toBe('trueffel-wein-im-herbst');
    expect(dialog.getByText('The post’s page: /de/blog/trueffel-wein-im-herbst')).toBeTruthy();
    await app.user.type(dialog.getByLabelText('Title (English)'), 'Truffle and wine');
    // The owner's own address stays theirs when the title changes afterwards.
    await app.user.clear(dialog.getByLabelText('Address (English)'));
    await app.user.type(dialog.getByLabelText('Address (English)'), 'truffle-season');
    await app.user.type(dialog.getByLabelText('Title (English)'), ' in autumn');
    expect((dialog.getByLabelText('Address (English)') as HTMLInputElement).value).toBe('truffle-season');
    for (const [label, value] of [
      ['Teaser (German)', 'Weiße Trüffel aus dem Piemont.'],
      ['Text (German)', '## Der Trüffel\n\nEr kommt aus Alba.'],
      ['Picture description (German)', 'Ein Trüffel auf Pasta'],
      ['Teaser (English)', 'White truffle from Piedmont.'],
      ['Text (English)', '## The truffle\n\nIt comes from Alba.'],
      ['Picture description (English)', 'A truffle on pasta'],
    ] as const) {
      await app.user.type(dialog.getByLabelText(label), value);
    }
    await app.user.selectOptions(dialog.getByLabelText('Category'), 'Kitchen Stories');
    await app.user.click(dialog.getByRole('radio', { name: 'Dining room' }));
    await app.user.selectOptions(dialog.getByLabelText('Status'), 'Scheduled (appears at the time given)');
    await app.user.type(dialog.getByLabelText('Date and time (Berlin time)'), '2031-11-20T19:00');
    await app.user.click(dialog.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('“Truffle and wine in autumn” was created.')).toBeTruthy();
    expect(create.sent[0]?.body).toEqual({
      titleDe: 'Trüffel & Wein im Herbst',
      slugDe: 'trueffel-wein-im-herbst',
      teaserDe: 'Weiße Trüffel aus dem Piemont.',
      bodyDe: '## Der Trüffel\n\nEr kommt aus Alba.',
      coverAltDe: 'Ein Trüffel auf Pasta',
      titleEn: 'Truffle and wine in autumn',
      slugEn: 'truffle-season',
      teaserEn: 'White truffle from Piedmont.',
      bodyEn: '## The truffle\n\nIt comes from Alba.',
      coverAltEn: 'A truffle on pasta',
      category: 'kitchen-stories',
      author: 'Giulia',
      coverImageUrl: '/api/media/dining-room.webp',
      status: 'scheduled',
      // 19:00 in Berlin's winter is 18:00 UTC.
      publishAt: '2031-11-20T18:00:00.000Z',
    });
  });

  it('when the catalog refuses fields (400), then its sentences stand at them; a taken address (409) at the address', async () => {
    const save = recording(({ calls }) =>
      calls === 1
        ? apiError(400, 'Bitte prüfen Sie die markierten Felder', {
            coverAltEn: 'Bitte beschreiben Sie das Bild in dieser Sprache für Gäste, die es nicht sehen können',
            teaserDe: 'Der Anreißer ist zu lang',
          })
        : apiError(409, 'Ein anderer Beitrag hat in dieser Sprache schon diese Adresse', {
            slugDe: 'Ein anderer Beitrag hat in dieser Sprache schon diese Adresse',
          }),
    );
    serveBlog([autumn], http.put(`/api/admin/blog-posts/${autumn.id}`, save));
    const app = renderAdmin('/de/admin/dashboard?tab=blog');
    await app.user.click(await screen.findByRole('button', { name: 'Unsere Herbstkarte bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsere Herbstkarte bearbeiten' }));
    // A saved post's addresses are its own: a new title does not move its page.
    await app.user.type(dialog.getByLabelText('Titel (deutsch)'), ' 2026');
    expect((dialog.getByLabelText('Adresse (deutsch)') as HTMLInputElement).value).toBe('unsere-herbstkarte');
    await app.user.click(dialog.getByRole('button', { name: 'Beitrag speichern' }));
    const altError = await dialog.findByText(
      'Bitte beschreiben Sie das Bild in dieser Sprache für Gäste, die es nicht sehen können',
    );
    expect(dialog.getByLabelText('Bildbeschreibung (englisch)').getAttribute('aria-describedby')).toBe(altError.id);
    expect(dialog.getByLabelText('Anreißer (deutsch)').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Der Anreißer ist zu lang')).toBeTruthy();
    expect(save.sent[0]?.headers['if-match']).toBe('"3"');
    expect(save.sent[0]?.body).toMatchObject({ titleDe: 'Unsere Herbstkarte 2026', publishAt: '2026-10-20T08:00:00.000Z' });

    await app.user.click(dialog.getByRole('button', { name: 'Beitrag speichern' }));
    const taken = await dialog.findByText('Ein anderer Beitrag hat in dieser Sprache schon diese Adresse');
    expect(dialog.getByLabelText('Adresse (deutsch)').getAttribute('aria-describedby')).toContain(taken.id);
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Adresse (deutsch)')));
    await expectNoAxeViolations();
  });

  it('when someone saved the post meanwhile, then 412 offers Reload, which reopens the form with their version', async () => {
    const { replace } = serveBlog(
      [autumn],
      http.put(`/api/admin/blog-posts/${autumn.id}`, () =>
        apiError(
          412,
          'Someone else saved this post since you opened it. Please reload to see their version, then make your change again.',
        ),
      ),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=blog');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Our autumn menu' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Save post' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('The post could not be saved. Someone else saved this post since you opened it.');
    replace([{ ...autumn, titleEn: 'Our autumn menu, renewed', version: 4 }]);
    await app.user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Our autumn menu, renewed'),
    );
  });

  it('when the owner asks for a preview, then the catalog renders the bodies and the post shows as guests will see it, in either language', async () => {
    const preview = recording(() =>
      HttpResponse.json<BlogPostPreview>({
        bodyHtmlDe: '<h2>Kürbis</h2><p>Im Herbst kochen wir mit Kürbis.</p>',
        bodyHtmlEn: '<h2>Pumpkin</h2><p>In autumn we cook with pumpkin.</p>',
        readTimeDe: 1,
        readTimeEn: 2,
      }),
    );
    serveBlog([autumn], http.post('/api/admin/blog-posts/preview', preview));
    const app = renderAdmin('/en/admin/dashboard?tab=blog');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Our autumn menu' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Preview' }));
    const shown = within(await dialog.findByRole('region', { name: 'Preview, as guests see the post' }));
    expect(preview.sent[0]?.body).toEqual({ bodyDe: autumn.bodyDe, bodyEn: autumn.bodyEn });
    expect(shown.getByRole('heading', { name: 'Pumpkin' })).toBeTruthy();
    expect(shown.getByText('Our autumn menu')).toBeTruthy();
    expect(shown.getByText('2 min read')).toBeTruthy();
    expect(shown.getByRole('img', { name: 'A plate of pumpkin risotto' }).getAttribute('src')).toBe(autumn.coverImageUrl);
    // The form waits behind the preview, nothing typed lost.
    expect(dialog.queryByRole('button', { name: 'Save post' })).toBeNull();
    await expectNoAxeViolations();
    await app.user.click(shown.getByRole('button', { name: 'German' }));
    expect(shown.getByRole('heading', { name: 'Kürbis' })).toBeTruthy();
    expect(shown.getByText('Unsere Herbstkarte')).toBeTruthy();
    await app.user.click(shown.getByRole('button', { name: 'Back to editing' }));
    expect(dialog.getByRole('button', { name: 'Save post' })).toBeTruthy();
    expect((dialog.getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Our autumn menu');
  });

  it('when a post is deleted, then the owner is asked first, and then it is gone', async () => {
    const remove = recording(() => {
      replace([truffle]);
      return new HttpResponse(null, { status: 204 });
    });
    const { replace } = serveBlog([truffle, autumn], http.delete(`/api/admin/blog-posts/${autumn.id}`, remove));
    const app = renderAdmin('/en/admin/dashboard?tab=blog');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Our autumn menu' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete “Our autumn menu”?' });
    expect(question.textContent).toContain('disappears from the website and the feed in both languages');
    expect(remove.sent).toEqual([]);
    await app.user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Our autumn menu” was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Our autumn menu/ })).toBeNull());
    expect(remove.sent).toHaveLength(1);
  });
});

describe('what staff see of the blog (docs/decisions.md 86, 153)', () => {
  it('when staff are signed in, then there is no Blog tab, and typed into the address, a notice and no posts asked for', async () => {
    const posts = recording(() => HttpResponse.json([autumn]));
    serveDashboard(signedInAs('staff'), http.get('/api/admin/blog-posts', posts));
    renderAdmin('/en/admin/dashboard?tab=blog');
    expect(await screen.findByText('Only an owner edits “Blog”. Please ask the owner of the restaurant.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(nav).queryByRole('link', { name: 'Blog' })).toBeNull();
    expect(posts.sent).toEqual([]);
  });
});
