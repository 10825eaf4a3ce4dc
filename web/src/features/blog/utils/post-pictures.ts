import {
  seedPictureBlogEinTagInUnsererKueche,
  seedPictureBlogItalienischeTischtraditionen,
  seedPictureBlogUnsereGeschichte,
  seedPictureBlogUnsereHerbstkarte,
  seedPictureBlogWeinUndBegleitung,
  type Picture,
} from '@ristorante/contracts';
import type { BlogPost } from '../posts';

/**
 * Each post's illustration as the catalog describes it (contracts' seed-pictures.ts, docs/decisions.md 121). Here
 * rather than in the posts: the list of posts is in every page's first load, the stand-ins only in the blog's.
 */
const pictures: Record<string, Picture> = {
  'ein-tag-in-unserer-kueche': seedPictureBlogEinTagInUnsererKueche,
  'italienische-tischtraditionen': seedPictureBlogItalienischeTischtraditionen,
  'unsere-geschichte': seedPictureBlogUnsereGeschichte,
  'unsere-herbstkarte': seedPictureBlogUnsereHerbstkarte,
  'wein-und-begleitung': seedPictureBlogWeinUndBegleitung,
};

export const postPicture = (post: BlogPost): Picture | null => pictures[post.slug] ?? null;
