import { blogPostNamed, type Locale } from '@ristorante/contracts';
import type { BlogPost } from './blog-post';
import { einTagInUnsererKueche } from './ein-tag-in-unserer-kueche';
import { italienischeTischtraditionen } from './italienische-tischtraditionen';
import { unsereGeschichte } from './unsere-geschichte';
import { unsereHerbstkarte } from './unsere-herbstkarte';
import { weinUndBegleitung } from './wein-und-begleitung';

export {
  blogCategories,
  postImageSize,
  type BlogCategory,
  type BlogPost,
  type PostBlock,
  type PostBody,
  type PostText,
} from './blog-post';

/**
 * The blog's posts, newest first. They are fixed texts of the site, kept here rather than in a message catalogue
 * (which holds the blog's UI texts only); only the blog's two route chunks import them, and each post's body is a
 * chunk of its own that only that post's page loads.
 */
export const blogPosts: readonly BlogPost[] = [
  unsereHerbstkarte,
  weinUndBegleitung,
  italienischeTischtraditionen,
  einTagInUnsererKueche,
  unsereGeschichte,
].sort((a, b) => b.date.localeCompare(a.date));

/** The post at `/{locale}/blog/{slug}`: each language has its own slugs (contracts' blog-addresses.ts). */
export function findBlogPost(slug: string, locale: Locale): BlogPost | undefined {
  const name = blogPostNamed(slug, locale);
  return blogPosts.find((post) => post.slug === name);
}
