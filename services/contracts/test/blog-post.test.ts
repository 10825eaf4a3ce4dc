import { describe, expect, it } from 'vitest';
import {
  blogPostInputSchema,
  blogPostInputSchemaAt,
  blogPostListQuerySchema,
  blogPostPreviewInputSchema,
  localizeMessage,
  pathInLocale,
  rememberBlogPostSlugs,
} from '../src/index.js';

const now = new Date('2027-03-01T10:00:00Z');
const post = (overrides: Record<string, unknown> = {}) => ({
  titleDe: ' Trüffelzeit ',
  titleEn: 'Truffle season',
  slugDe: 'trueffelzeit',
  slugEn: 'truffle-season-2027',
  teaserDe: 'Weiße Trüffel aus Alba.',
  teaserEn: 'White truffles from Alba.',
  bodyDe: '## Aus Alba\n\nFrisch gehobelt.',
  bodyEn: '## From Alba\n\nShaved fresh.',
  category: 'seasonal-menu',
  author: 'Luca Ferrante',
  coverImageUrl: '/api/media/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f.jpg',
  coverAltDe: 'Tagliolini mit Trüffel',
  coverAltEn: 'Tagliolini with truffle',
  status: 'published',
  publishAt: '2027-02-20T09:00:00+01:00',
  ...overrides,
});
const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe("the blog post's schemas", () => {
  it('when a post is valid, then texts are trimmed and its time is an instant in UTC', () => {
    const parsed = blogPostInputSchemaAt(() => now).parse(post());
    expect(parsed).toMatchObject({ titleDe: 'Trüffelzeit', publishAt: '2027-02-20T08:00:00.000Z' });
  });

  it('when a slug has capitals, spaces, other letters, or a wrong length, then it is refused', () => {
    for (const slug of ['Trueffel', 'mit leerzeichen', 'trüffel', 'ab', 'a'.repeat(81), '-vorne', 'hinten-', 'doppel--strich'])
      expect(fieldsOf(blogPostInputSchema.safeParse(post({ slugDe: slug }))), slug).toEqual({
        slugDe: 'blogPost.slug.invalid',
      });
    for (const slug of ['abc', 'a'.repeat(80), 'tag-2027-im-herbst'])
      expect(blogPostInputSchema.safeParse(post({ slugEn: slug })).success, slug).toBe(true);
  });

  it("when the cover is not one of this site's pictures, then it is refused", () => {
    for (const url of [
      'https://elsewhere.example/a.jpg',
      '//elsewhere.example/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/media/../secrets',
      '',
    ])
      expect(fieldsOf(blogPostInputSchema.safeParse(post({ coverImageUrl: url }))), url).toEqual({
        coverImageUrl: 'blogPost.coverImageUrl.invalid',
      });
    expect(blogPostInputSchema.safeParse(post({ coverImageUrl: '/api/media/seed/blog-unsere-geschichte.svg' })).success).toBe(
      true,
    );
  });

  it('when a post is scheduled, then it needs a time after the clock, unless it is the time it already had', () => {
    const at = blogPostInputSchemaAt(() => now);
    expect(fieldsOf(at.safeParse(post({ status: 'scheduled', publishAt: null })))).toEqual({
      publishAt: 'blogPost.publishAt.required',
    });
    expect(fieldsOf(at.safeParse(post({ status: 'scheduled', publishAt: '2027-03-01T10:00:00Z' })))).toEqual({
      publishAt: 'blogPost.publishAt.past',
    });
    expect(at.safeParse(post({ status: 'scheduled', publishAt: '2027-03-01T10:00:01Z' })).success).toBe(true);
    const kept = blogPostInputSchemaAt(() => now, '2027-02-01T10:00:00.000Z');
    expect(kept.safeParse(post({ status: 'scheduled', publishAt: '2027-02-01T10:00:00Z' })).success).toBe(true);
    // A draft or a published post may have any time (a published one shows it).
    expect(at.safeParse(post({ status: 'draft', publishAt: null })).success).toBe(true);
    expect(fieldsOf(at.safeParse(post({ publishAt: 'morgen' })))).toEqual({ publishAt: 'blogPost.publishAt.invalid' });
  });

  it('when several fields are wrong, then each is named, the schedule among them', () => {
    const result = blogPostInputSchemaAt(() => now).safeParse(
      post({ titleEn: '', bodyDe: 'x'.repeat(40_001), category: 'gossip', status: 'scheduled', publishAt: null }),
    );
    expect(fieldsOf(result)).toEqual({
      titleEn: 'blogPost.title.required',
      bodyDe: 'blogPost.body.tooLong',
      category: 'blogPost.category.invalid',
      publishAt: 'blogPost.publishAt.required',
    });
    expect(localizeMessage('blogPost.body.tooLong', 'de')).toBe('Der Text ist zu lang (höchstens 40.000 Zeichen)');
  });

  it('when the list is asked for, then page and size default and a category must be one of the five', () => {
    expect(blogPostListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 12 });
    expect(blogPostListQuerySchema.parse({ category: 'traditions', page: '2' })).toEqual({
      category: 'traditions',
      page: 2,
      pageSize: 12,
    });
    expect(blogPostListQuerySchema.safeParse({ category: 'gossip' }).success).toBe(false);
    expect(blogPostPreviewInputSchema.parse({})).toEqual({ bodyDe: '', bodyEn: '' });
  });

  it("when the posts' slugs are remembered, then each post's page names its other language's address, the newest slug winning", () => {
    expect(pathInLocale('/de/blog/trueffelzeit', 'en')).toBe('/en/blog/trueffelzeit');
    rememberBlogPostSlugs([{ slugDe: 'trueffelzeit', slugEn: 'truffle-season' }]);
    expect(pathInLocale('/de/blog/trueffelzeit', 'en')).toBe('/en/blog/truffle-season');
    expect(pathInLocale('/en/blog/truffle-season', 'de')).toBe('/de/blog/trueffelzeit');
    rememberBlogPostSlugs([{ slugDe: 'trueffelzeit', slugEn: 'white-truffles' }]);
    expect(pathInLocale('/de/blog/trueffelzeit', 'en')).toBe('/en/blog/white-truffles');
    // The seed's addresses are known without being told.
    expect(pathInLocale('/en/blog/our-story', 'de')).toBe('/de/blog/unsere-geschichte');
  });
});
