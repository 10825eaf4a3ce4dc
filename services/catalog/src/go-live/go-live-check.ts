import { restaurantStandIns, type GoLive, type GoLiveItem } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
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

/**
 * The go-live check (docs/decisions.md 149): everything the owner still has to fill in or remove before guests
 * should see the site, from every part the catalog keeps. Read fresh each time: the overview asks after each save.
 */
export async function checkGoLive(pool: Pool): Promise<GoLive> {
  const items = (await Promise.all([restaurantItems(pool)])).flat();
  return { ready: items.length === 0, items };
}
