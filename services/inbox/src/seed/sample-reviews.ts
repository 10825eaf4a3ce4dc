import { withTransaction, type Logger, type Pool } from '@ristorante/kit';
import { insertFeedback } from '../feedback/feedback-repository.js';

const day = 24 * 60 * 60 * 1000;

/**
 * Six sample reviews, the reviews page's content on a fresh install (docs/decisions.md 57, 58): approved feedback given
 * with consent to publish, dated over the weeks before the seeding.
 */
const sampleReviews = [
  {
    name: 'Julia Hoffmann',
    rating: 5,
    daysAgo: 6,
    locale: 'de',
    text: 'Die hausgemachten Pappardelle mit Wildschweinragù waren ein Traum. Herzlicher Service, wir kommen wieder!',
  },
  {
    name: 'Mark Thompson',
    rating: 5,
    daysAgo: 11,
    locale: 'en',
    text: 'The beef tenderloin flambéed at the table was a real show, and it tasted even better. Lovely wine list too.',
  },
  {
    name: 'Sabine Krüger',
    rating: 4,
    daysAgo: 19,
    locale: 'de',
    text: 'Frischer Fisch, perfekt gegrillt, und ein Tiramisù wie in Italien. Am Wochenende etwas laut, aber gemütlich.',
  },
  {
    name: 'Luca Ferraro',
    rating: 5,
    daysAgo: 27,
    locale: 'en',
    text: 'Finally proper cacio e pepe in Berlin. The new team clearly knows what they are doing. Grazie!',
  },
  {
    name: 'Thomas Becker',
    rating: 4,
    daysAgo: 38,
    locale: 'de',
    text: 'Schöne Weinauswahl und eine sehr gute Beratung. Die Vorspeisenplatte reicht locker für zwei.',
  },
  {
    name: 'Emma Larsson',
    rating: 5,
    daysAgo: 52,
    locale: 'en',
    text: 'We celebrated a birthday here: they made us feel at home and nobody rushed us. Stay, enjoy, linger indeed.',
  },
] as const;

/** Seeds the sample reviews once (recorded in `seed_runs` in the same transaction), and never into feedback of its own. */
export async function seedSampleReviewsOnce(pool: Pool, logger: Logger, now = new Date()): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const { rowCount } = await client.query("INSERT INTO seed_runs (name) VALUES ('sample-reviews') ON CONFLICT DO NOTHING");
    if (rowCount !== 1) return false;
    const existing = await client.query('SELECT 1 FROM feedback LIMIT 1');
    if (existing.rowCount !== 0) return false;
    for (const [index, review] of sampleReviews.entries()) {
      await insertFeedback(client, {
        name: review.name,
        email: `sample-review-${index + 1}@example.org`,
        rating: review.rating,
        experience: review.text,
        suggestions: null,
        consentToPublish: true,
        approved: true,
        locale: review.locale,
        ip: null,
        createdAt: new Date(now.getTime() - review.daysAgo * day),
      });
    }
    logger.info({ reviews: sampleReviews.length }, 'sample reviews seeded');
    return true;
  });
}
