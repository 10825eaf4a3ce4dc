import type { AdminBlogPost } from '@ristorante/contracts';

/** A post's title in the owner's language (the other one while that is still empty). */
export const postTitle = (post: Pick<AdminBlogPost, 'titleDe' | 'titleEn'>, locale: string) =>
  (locale === 'en' ? post.titleEn || post.titleDe : post.titleDe || post.titleEn).trim();
