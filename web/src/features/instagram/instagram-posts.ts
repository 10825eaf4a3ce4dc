import type { InstagramPost } from '@ristorante/contracts';

/** The first posts shown; 'Show All Posts' reveals the rest. */
export const initiallyShownPosts = 6;

// The catalog refuses anything else (contracts' instagram-post.ts); checked again here without pulling zod into
// the page, so a post the page cannot show safely is left out rather than shown (docs/decisions.md 151).
const postUrlPattern = /^https:\/\/(www\.)?instagram\.com\/[^\s]+$/;
const imagePattern = /^(\/api\/media\/[0-9a-f-]{36}\.(png|jpe?g|webp)|\/images\/instagram\/[a-z0-9-]+\.svg)$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A post the page can show safely: a link to Instagram (never anywhere else), a picture of the site's own (never a
 * remote one), a caption in both languages, a description and a real day.
 */
export function isInstagramPost(value: unknown): value is InstagramPost {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof InstagramPost, unknown>>;
  return (
    text(candidate.id) &&
    typeof candidate.postUrl === 'string' &&
    postUrlPattern.test(candidate.postUrl) &&
    typeof candidate.imageUrl === 'string' &&
    imagePattern.test(candidate.imageUrl) &&
    text(candidate.captionDe) &&
    text(candidate.captionEn) &&
    text(candidate.altDe) &&
    typeof candidate.postedOn === 'string' &&
    datePattern.test(candidate.postedOn) &&
    !Number.isNaN(Date.parse(candidate.postedOn))
  );
}

export type InstagramPostsState =
  | { kind: 'ready'; posts: readonly InstagramPost[] }
  /** Nothing to show: an empty list, or one whose every entry was unusable. */
  | { kind: 'empty' }
  /** The posts could not be read at all (not a list, or reading it failed). */
  | { kind: 'error' };

/** What the page shows for `posts`: the usable ones (duplicates by id dropped), or the empty or error state. */
export function instagramPostsState(posts: unknown): InstagramPostsState {
  try {
    if (!Array.isArray(posts)) return { kind: 'error' };
    const seen = new Set<string>();
    const usable = posts.filter((entry: unknown): entry is InstagramPost => {
      if (!isInstagramPost(entry) || seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
    return usable.length === 0 ? { kind: 'empty' } : { kind: 'ready', posts: usable };
  } catch {
    return { kind: 'error' };
  }
}
