// Without zod: the guest pages' category chips import these, and no schema comes along (docs/decisions.md 150).

/**
 * The blog's categories, in the order the category chips show them (docs/decisions.md 150): the five the seed's
 * posts use (the issue named three; the seed has five, and the guest pages' chips and texts know all five).
 */
export const blogCategories = ['our-story', 'kitchen-stories', 'seasonal-menu', 'wine-pairing', 'traditions'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/**
 * A draft is the owner's alone; a published post is on the site from its `publishAt` (the date it shows); a
 * scheduled one appears when its `publishAt` comes, without anyone saving it again.
 */
export const blogPostStatuses = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];
