import type { Locale } from '@ristorante/contracts';

/** The blog's categories, in the order the category chips show them. Their names are UI texts (blog-messages.ts). */
export const blogCategories = ['our-story', 'kitchen-stories', 'seasonal-menu', 'wine-pairing', 'traditions'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/**
 * One piece of a post's body, as data: the page renders each as its element (no HTML strings, nothing set as
 * inner HTML). A heading is a section heading under the post's title.
 */
export type PostBlock =
  { type: 'paragraph'; text: string } | { type: 'heading'; text: string } | { type: 'list'; items: readonly string[] };

/** What a post's card and heading say in one language: what the list shows. */
export interface PostText {
  title: string;
  excerpt: string;
  /** What the post's illustration shows, for guests who cannot see it. */
  imageAlt: string;
  /**
   * Minutes to read the body in this language: its words at 200 a minute, rounded up, 3 to 6 (stated, so the list
   * needs no body; test/blog-pages.test.tsx counts the words and checks it).
   */
  readTime: number;
}

/** A post's text in both languages, side by side. */
export type PostBody = Record<Locale, readonly PostBlock[]>;

/** Every post's illustration is drawn at this size (the SVG's own width, height and viewBox). */
export const postImageSize = { width: 1200, height: 675 } as const;

/**
 * A post of the blog. Its slug is its name and its German address; its English address has a slug of its own
 * (contracts' `blogPostSlugs`, docs/decisions.md 136), and switching the language keeps the post. The body is a
 * chunk of its own (`<slug>.body.ts`), loaded by the post's page: the list carries the cards only.
 */
export interface BlogPost {
  slug: string;
  category: BlogCategory;
  /** A member of the team. */
  author: string;
  /** The day it was published, `YYYY-MM-DD`. */
  date: string;
  /** Its illustration: `blog-<image>` among the catalog's seed pictures (blog-display.ts, postImageSrc). */
  image: string;
  loadBody: () => Promise<PostBody>;
  text: Record<Locale, PostText>;
}
