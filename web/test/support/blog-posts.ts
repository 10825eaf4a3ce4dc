import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPostPage, BlogPostSummary, PublicBlogPost } from '@ristorante/contracts';
import { http, HttpResponse } from 'msw';
import { apiError, server } from './api-server';

/** A post of the seed as the catalog stores it (services/catalog/seed/blog-posts.json). */
interface SeedPost {
  titleDe: string;
  titleEn: string;
  slugDe: string;
  slugEn: string;
  teaserDe: string;
  teaserEn: string;
  bodyDe: string;
  bodyEn: string;
  category: BlogPostSummary['category'];
  author: string;
  coverImageUrl: string;
  coverAltDe: string;
  coverAltEn: string;
  publishAt: string;
}

// import.meta.url is an http: address under jsdom; the directory is a path.
const seedFile = path.resolve(import.meta.dirname, '../../../services/catalog/seed/blog-posts.json');
export const seedPosts = (JSON.parse(readFileSync(seedFile, 'utf8')) as { posts: SeedPost[] }).posts;

/**
 * The seed's Markdown as the catalog renders it (services/catalog/test/blog-seed.test.ts checks the real renderer
 * on them): it uses only paragraphs, `##` headings and `-` lists.
 */
export function seedMarkdownHtml(markdown: string): string {
  return markdown
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      if (block.startsWith('## ')) return `<h2>${block.slice(3)}</h2>\n`;
      if (block.startsWith('- '))
        return `<ul>\n${block
          .split('\n')
          .map((line) => `<li>${line.slice(2)}</li>\n`)
          .join('')}</ul>\n`;
      return `<p>${block}</p>\n`;
    })
    .join('');
}

const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const readTime = (markdown: string) => Math.max(1, Math.ceil(words(markdown) / 200));

/** The seed's posts as `GET /api/blog-posts/{slug}` answers them, newest first. */
export const blogPosts: PublicBlogPost[] = seedPosts.map((post, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  slugDe: post.slugDe,
  slugEn: post.slugEn,
  titleDe: post.titleDe,
  titleEn: post.titleEn,
  teaserDe: post.teaserDe,
  teaserEn: post.teaserEn,
  category: post.category,
  author: post.author,
  coverImageUrl: post.coverImageUrl,
  coverPicture: { width: 1200, height: 675, placeholder: null },
  coverAltDe: post.coverAltDe,
  coverAltEn: post.coverAltEn,
  publishedAt: post.publishAt,
  updatedAt: post.publishAt,
  readTimeDe: readTime(post.bodyDe),
  readTimeEn: readTime(post.bodyEn),
  bodyHtmlDe: seedMarkdownHtml(post.bodyDe),
  bodyHtmlEn: seedMarkdownHtml(post.bodyEn),
}));

/** A post's card, as the list answers it (no bodies). */
export const summaryOf = ({ bodyHtmlDe: _de, bodyHtmlEn: _en, ...summary }: PublicBlogPost): BlogPostSummary => summary;

/**
 * The catalog's blog as the tests' API answers it: the published `posts` (newest first) in the list, each by
 * either language's slug, anything else 404 as a draft's is.
 */
export function answerBlog(posts: readonly PublicBlogPost[] = blogPosts) {
  server.use(
    http.get('/api/blog-posts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const category = query.get('category');
      const items = posts.filter((post) => !category || post.category === category).map(summaryOf);
      const page: BlogPostPage = { items, page: 1, pageSize: Number(query.get('pageSize') ?? 12), total: items.length };
      return HttpResponse.json(page);
    }),
    http.get('/api/blog-posts/:slug', ({ params }) => {
      const post = posts.find((each) => each.slugDe === params.slug || each.slugEn === params.slug);
      return post ? HttpResponse.json(post) : apiError(404, 'Diesen Beitrag gibt es nicht mehr');
    }),
  );
}
