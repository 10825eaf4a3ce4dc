import { catalogContentChanged, homeText, type HomeContent, type PublishedHome } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { lockHomeSaves, readHome, writeHome } from './home-repository.js';

/**
 * An owner saves the home page's texts whole, from the version they read (If-Match; 412 when another save came
 * first, docs/decisions.md 87, 152). The change goes out as `catalog.content_changed` (section 'home') in the same
 * transaction: the renderer renders the pages again within seconds.
 */
export async function saveHome(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  save: { content: HomeContent; expectedVersion: number | undefined; by: string },
): Promise<PublishedHome> {
  await withTransaction(deps.pool, async (client) => {
    await lockHomeSaves(client);
    const current = await readHome(client);
    if (save.expectedVersion !== undefined && save.expectedVersion !== current.version)
      throw new AppError(412, homeText['homeContent.version.conflict']);
    await writeHome(client, save.content, current.version, save.by);
    await recordEvent(client, catalogContentChanged, { section: 'home', id: 'home', change: 'updated' });
  });
  deps.relay?.nudge();
  return readHome(deps.pool);
}
