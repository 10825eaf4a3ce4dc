import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminBlogPostSchema,
  blogPostPageSchema,
  blogPostPreviewSchema,
  errorResponseSchema,
  publicBlogPostSchema,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { startCatalogUnderTest } from './support/catalog-under-test.js';

// The catalog's clock, set by the tests (docs/decisions.md 150): a scheduled post is published when it passes.
let nowMs = Date.parse('2027-03-01T10:00:00Z');
const hours = (count: number) => new Date(nowMs + count * 3_600_000).toISOString();

const catalog = startedForTests(() => startCatalogUnderTest({ BLOG_SCHEDULE_INTERVAL_MS: '1000' }, () => new Date(nowMs)));
beforeEach(async () => {
  nowMs = Date.parse('2027-03-01T10:00:00Z');
  await catalog.sql('DELETE FROM catalog.blog_posts');
  catalog.published.length = 0;
});

let count = 0;
const post = (overrides: Record<string, unknown> = {}) => {
  count += 1;
  return {
    titleDe: 'Die Trüffelzeit beginnt',
    titleEn: 'Truffle season begins',
    slugDe: `trueffelzeit-${count}`,
    slugEn: `truffle-season-${count}`,
    teaserDe: 'Weiße Trüffel aus Alba, jeden Abend frisch gehobelt.',
    teaserEn: 'White truffles from Alba, shaved fresh every evening.',
    bodyDe: '## Aus Alba\n\nJeden Abend **frisch** gehobelt.\n\n- Tagliolini\n- Risotto\n',
    bodyEn: '## From Alba\n\nShaved **fresh** every evening.\n\n- Tagliolini\n- Risotto\n',
    category: 'seasonal-menu',
    author: 'Luca Ferrante',
    coverImageUrl: '/api/media/seed/blog-unsere-herbstkarte.svg',
    coverAltDe: 'Ein Teller Tagliolini mit gehobeltem Trüffel',
    coverAltEn: 'A plate of tagliolini with shaved truffle',
    status: 'published',
    publishAt: hours(-24),
    ...overrides,
  };
};

const add = async (body: Record<string, unknown>) => {
  const answer = await catalog.asAdmin('POST', '/api/admin/blog-posts', body);
  expect(answer.status).toBe(201);
  return adminBlogPostSchema.parse(await answer.json());
};
const publicPost = (slug: string) => fetch(`${catalog.base}/api/blog-posts/${slug}`);
const publicList = async (query = '') =>
  blogPostPageSchema.parse(await (await fetch(`${catalog.base}/api/blog-posts${query}`)).json());
const blogChanges = () =>
  catalog.published
    .filter((message) => message.type === 'catalog.content_changed')
    .map((message) => message.payload as { section: string; id: string; change: string })
    .filter((payload) => payload.section === 'blog');

describe('the blog', () => {
  it('when the owner publishes a post, then guests read it by either slug with its body as HTML, and the bus hears it', async () => {
    const created = await add(post({ slugDe: 'trueffelzeit', slugEn: 'truffle-season' }));
    expect(created).toMatchObject({ version: 1, seeded: false, status: 'published' });
    for (const slug of ['trueffelzeit', 'truffle-season']) {
      const answer = await publicPost(slug);
      expect(answer.status, slug).toBe(200);
      const read = publicBlogPostSchema.parse(await answer.json());
      expect(read).toMatchObject({ id: created.id, slugDe: 'trueffelzeit', slugEn: 'truffle-season', readTimeDe: 1 });
      expect(read.bodyHtmlDe).toContain('<h2>Aus Alba</h2>');
      expect(read.bodyHtmlEn).toContain('<strong>fresh</strong>');
      // The cover is a seed picture: its size and stand-in come along (docs/decisions.md 121).
      expect(read.coverPicture).toMatchObject({ width: 1200, height: 675 });
    }
    expect((await publicList()).items.map((item) => item.id)).toEqual([created.id]);
    await expect.poll(blogChanges).toEqual([{ section: 'blog', id: created.id, change: 'created' }]);
  });

  it('when a post is published without a date, then it is dated by the clock', async () => {
    const created = await add(post({ publishAt: null }));
    expect(created.publishAt).toBe(new Date(nowMs).toISOString());
  });

  it("when a post is a draft, then its page is a 404, the list leaves it out, and the owner's list has it", async () => {
    const draft = await add(post({ status: 'draft', publishAt: null, slugDe: 'entwurf-eins' }));
    expect((await publicPost('entwurf-eins')).status).toBe(404);
    expect((await publicList()).total).toBe(0);
    const owner = await catalog.asAdmin('GET', '/api/admin/blog-posts');
    expect(owner.headers.get('cache-control')).toContain('no-store');
    expect(
      adminBlogPostSchema
        .array()
        .parse(await owner.json())
        .map((item) => item.id),
    ).toEqual([draft.id]);
  });

  it('when a post is scheduled, then it appears once the clock passes its time, and that is announced on the bus', async () => {
    const past = await catalog.asAdmin('POST', '/api/admin/blog-posts', post({ status: 'scheduled', publishAt: hours(-1) }), {
      'accept-language': 'en',
    });
    expect(past.status).toBe(400);
    expect(errorResponseSchema.parse(await past.json()).fields).toEqual({
      publishAt: 'A scheduled post must be published in the future',
    });

    const scheduled = await add(post({ status: 'scheduled', publishAt: hours(2), slugDe: 'bald-da' }));
    expect((await publicPost('bald-da')).status).toBe(404);
    expect((await publicList()).total).toBe(0);
    catalog.published.length = 0;

    nowMs += 3 * 3_600_000;
    expect((await publicPost('bald-da')).status).toBe(200);
    expect((await publicList()).items.map((item) => item.id)).toEqual([scheduled.id]);
    // The schedule job (every second here) announces it once, for the renderer.
    // Its 'created' may still be on its way (the relay runs apart): what counts is one 'updated'.
    await expect
      .poll(() => blogChanges().filter((change) => change.change === 'updated'), { timeout: 5_000 })
      .toEqual([{ section: 'blog', id: scheduled.id, change: 'updated' }]);

    // Corrected after it went live: its time stays, though it is past now.
    const fixed = await catalog.asAdmin(
      'PUT',
      `/api/admin/blog-posts/${scheduled.id}`,
      post({ status: 'scheduled', publishAt: scheduled.publishAt, slugDe: 'bald-da', titleDe: 'Korrigiert' }),
      { 'if-match': '"1"' },
    );
    expect(fixed.status).toBe(200);
  });

  it('when fields are wrong, then 400 names each in the owner’s language and nothing is written', async () => {
    const bad = post({
      titleEn: ' ',
      slugDe: 'Mit Leerzeichen',
      slugEn: 'ab',
      bodyDe: 'x'.repeat(40_001),
      category: 'gossip',
      coverImageUrl: 'https://elsewhere.example/truffle.jpg',
      status: 'scheduled',
      publishAt: null,
    });
    const answer = await catalog.asAdmin('POST', '/api/admin/blog-posts', bad, { 'accept-language': 'de' });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      titleEn: 'Der Titel ist in dieser Sprache erforderlich',
      slugDe: 'Die Adresse darf Kleinbuchstaben a–z, Ziffern und Bindestriche enthalten, 3 bis 80 Zeichen',
      slugEn: 'Die Adresse darf Kleinbuchstaben a–z, Ziffern und Bindestriche enthalten, 3 bis 80 Zeichen',
      bodyDe: 'Der Text ist zu lang (höchstens 40.000 Zeichen)',
      category: 'Bitte wählen Sie eine Kategorie aus der Liste',
      coverImageUrl: 'Bitte wählen Sie ein hier hochgeladenes Bild (Bilder von anderen Websites werden abgelehnt)',
      publishAt: 'Ein geplanter Beitrag braucht Datum und Uhrzeit seiner Veröffentlichung',
    });
    const script = await catalog.asAdmin('POST', '/api/admin/blog-posts', post({ coverImageUrl: 'javascript:alert(1)' }));
    expect(errorResponseSchema.parse(await script.json()).fields).toHaveProperty('coverImageUrl');
    expect(await catalog.sql('SELECT id FROM catalog.blog_posts')).toEqual([]);
  });

  it("when a slug is another post's, then 409 names the field and nothing changes", async () => {
    const first = await add(post({ slugDe: 'pasta-tag', slugEn: 'pasta-day' }));
    const again = await catalog.asAdmin('POST', '/api/admin/blog-posts', post({ slugDe: 'pasta-tag' }), {
      'accept-language': 'en',
    });
    expect(again.status).toBe(409);
    expect(errorResponseSchema.parse(await again.json()).fields).toEqual({
      slugDe: 'Another post already has this address in this language',
    });
    const second = await add(post());
    const taken = await catalog.asAdmin('PUT', `/api/admin/blog-posts/${second.id}`, post({ slugEn: 'pasta-day' }), {
      'if-match': '"1"',
    });
    expect(taken.status).toBe(409);
    expect(Object.keys(errorResponseSchema.parse(await taken.json()).fields ?? {})).toEqual(['slugEn']);
    expect((await catalog.sql('SELECT version FROM catalog.blog_posts WHERE id = $1', [second.id]))[0]).toEqual({ version: 1 });
    // A post may keep its own slug, and have the same one in both languages.
    const own = await catalog.asAdmin(
      'PUT',
      `/api/admin/blog-posts/${first.id}`,
      post({ slugDe: 'pasta-tag', slugEn: 'pasta-tag' }),
      { 'if-match': '"1"' },
    );
    expect(own.status).toBe(200);
  });

  it('when two owners save from the same version, then the later is told 412 and the first save stands', async () => {
    const created = await add(post({ slugDe: 'zwei-fassungen' }));
    await catalog.sql('UPDATE catalog.blog_posts SET seeded = true');
    const first = await catalog.asAdmin(
      'PUT',
      `/api/admin/blog-posts/${created.id}`,
      post({ slugDe: 'zwei-fassungen', titleDe: 'Erste' }),
      { 'if-match': '"1"' },
    );
    expect(adminBlogPostSchema.parse(await first.json())).toMatchObject({ titleDe: 'Erste', version: 2, seeded: false });
    const stale = await catalog.asAdmin(
      'PUT',
      `/api/admin/blog-posts/${created.id}`,
      post({ slugDe: 'zwei-fassungen', titleDe: 'Zweite' }),
      { 'if-match': '"1"', 'accept-language': 'de' },
    );
    expect(stale.status).toBe(412);
    expect(errorResponseSchema.parse(await stale.json()).error).toContain('Bitte laden Sie neu');
    expect(publicBlogPostSchema.parse(await (await publicPost('zwei-fassungen')).json()).titleDe).toBe('Erste');
  });

  it('when a post is deleted, then its page is gone and a second delete is a 404', async () => {
    const created = await add(post({ slugDe: 'weg-damit' }));
    expect((await catalog.asAdmin('DELETE', `/api/admin/blog-posts/${created.id}`)).status).toBe(204);
    expect((await publicPost('weg-damit')).status).toBe(404);
    expect((await catalog.asAdmin('DELETE', `/api/admin/blog-posts/${created.id}`)).status).toBe(404);
    expect((await catalog.asAdmin('PUT', `/api/admin/blog-posts/${created.id}`, post())).status).toBe(404);
    // This post's changes only: the test before may still be having its own published (the relay runs apart).
    await expect
      .poll(() =>
        blogChanges()
          .filter((change) => change.id === created.id)
          .map((change) => change.change),
      )
      .toEqual(['created', 'deleted']);
  });

  it('when guests page through the list, then it is newest first, of one category or all, with its total', async () => {
    await add(post({ publishAt: hours(-30), category: 'traditions' }));
    const middle = await add(post({ publishAt: hours(-20) }));
    const newest = await add(post({ publishAt: hours(-10) }));
    const first = await publicList('?pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items.map((item) => item.id)).toEqual([newest.id, middle.id]);
    expect((await publicList('?pageSize=2&page=2')).items).toHaveLength(1);
    expect((await publicList('?category=seasonal-menu')).total).toBe(2);
    expect((await fetch(`${catalog.base}/api/blog-posts?category=gossip`)).status).toBe(400);
  });

  it('when the owner previews a body, then it comes back as the safe HTML guests would get, nothing saved', async () => {
    const answer = await catalog.asAdmin('POST', '/api/admin/blog-posts/preview', {
      bodyDe: '# Titel\n\n<script>alert(1)</script> [klick](javascript:alert(1))',
      bodyEn: '',
    });
    expect(answer.status).toBe(200);
    const preview = blogPostPreviewSchema.parse(await answer.json());
    expect(preview.bodyHtmlDe).toBe(
      '<h2>Titel</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; [klick](javascript:alert(1))</p>\n',
    );
    expect(preview).toMatchObject({ bodyHtmlEn: '', readTimeEn: 1 });
    expect(await catalog.sql('SELECT id FROM catalog.blog_posts')).toEqual([]);
  });
});
