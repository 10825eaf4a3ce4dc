import { restaurantStandIns, type GoLive, type GoLiveItem } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import { listSeeded as seededBlogPosts } from '../blog/blog-repository.js';
import { listHomeStandIns } from '../home/home-repository.js';
import { listSeeded as seededInstagramPosts } from '../instagram/instagram-repository.js';
import { readRestaurant } from '../restaurant/restaurant-repository.js';

/** The providers the privacy text names as processors: empty, the text has a dash where a name belongs. */
const namedInPrivacyText = ['hostingProvider', 'mailProvider'] as const;

/** What of the restaurant's details still holds a stand-in, or was never saved at all. */
async function restaurantItems(pool: Pool): Promise<GoLiveItem[]> {
  const details = await readRestaurant(pool);
  return [
    ...(details.version === 0 ? [{ area: 'restaurant' as const, kind: 'unsaved' as const }] : []),
    ...restaurantStandIns(details).map((path) => ({ area: 'restaurant' as const, kind: 'standIn' as const, path })),
    ...namedInPrivacyText
      .filter((field) => !details[field])
      .map((path) => ({ area: 'restaurant' as const, kind: 'missing' as const, path })),
  ];
}

/** The first install's example posts the owner has neither edited nor deleted (docs/decisions.md 150). */
async function blogItems(pool: Pool): Promise<GoLiveItem[]> {
  return (await seededBlogPosts(pool)).map(({ id, title }) => ({ area: 'blog', kind: 'seeded', id, title }));
}

/** The home page's fields that still hold a bracketed stand-in (docs/decisions.md 152). */
async function homeItems(pool: Pool): Promise<GoLiveItem[]> {
  return (await listHomeStandIns(pool)).map((path) => ({ area: 'home', kind: 'standIn', path }));
}

/** The first install's example Instagram posts the owner has neither saved nor deleted (docs/decisions.md 151). */
async function instagramItems(pool: Pool): Promise<GoLiveItem[]> {
  return (await seededInstagramPosts(pool)).map(({ id, title }) => ({ area: 'instagram', kind: 'seeded', id, title }));
}

/**
 * The go-live check (docs/decisions.md 149): everything the owner still has to fill in or remove before guests
 * should see the site, from every part the catalog keeps. Read fresh each time: the overview asks after each save.
 */
export async function checkGoLive(pool: Pool): Promise<GoLive> {
  const items = (await Promise.all([restaurantItems(pool), homeItems(pool), blogItems(pool), instagramItems(pool)])).flat();
  return { ready: items.length === 0, items };
}
