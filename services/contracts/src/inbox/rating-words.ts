/**
 * The rating words, best first: 5 excellent, 4 good, 3 fair, 2 and 1 poor. A module without
 * zod, so the reviews page can name its rating options without bringing the schemas (and zod) along.
 */
export const ratingWords = { 5: 'excellent', 4: 'good', 3: 'fair', 2: 'poor', 1: 'poor' } as const;
export type RatingWord = (typeof ratingWords)[keyof typeof ratingWords];
