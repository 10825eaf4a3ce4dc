import { inboxText, personalDataErasureRequested, reviewsChanged, type PersonalData } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type Pool, type PoolClient, type ServiceDeps } from '@ristorante/kit';
import {
  deleteInboxRecordsOf,
  deletePublishedEventsOf,
  findDataRequest,
  inboxRecordsOf,
  markErased,
  type DataRequestRow,
} from './personal-data-repository.js';

/** The request a link names, still valid at `now`; 404 for no such link, 410 for one that expired. */
async function validRequest(db: Pool | PoolClient, tokenHash: Buffer, now: Date, forUpdate = false): Promise<DataRequestRow> {
  const row = await findDataRequest(db, tokenHash, forUpdate);
  if (!row) throw new AppError(404, inboxText['inbox.dataRequest.invalid']);
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError(410, inboxText['inbox.dataRequest.expired']);
  return row;
}

/** What the inbox holds of the link's address (booking answers its own; docs/decisions.md 116). */
export async function readPersonalData(pool: Pool, tokenHash: Buffer): Promise<PersonalData> {
  const request = await validRequest(pool, tokenHash, new Date());
  return {
    service: 'inbox',
    email: request.email,
    erased: request.erased_at !== null,
    records: await inboxRecordsOf(pool, request.email),
  };
}

/**
 * Erasure through the link (docs/decisions.md 116): the inbox erases its records at once and announces the request
 * to every other owner of the address's data.
 */
export async function erasePersonalData(deps: ServiceDeps, tokenHash: Buffer): Promise<PersonalData> {
  const answer = await withTransaction(deps.pool, async (client): Promise<PersonalData> => {
    const request = await validRequest(client, tokenHash, new Date(), true);
    // Asked once already (a double click): done, and announced once.
    if (request.erased_at === null) {
      // Messages and feedback serve no record the law asks to keep: they go entirely.
      const { hadPublishedReview } = await deleteInboxRecordsOf(client, request.email);
      // A published review of theirs leaves the rendered pages now, not at the next timed render.
      if (hadPublishedReview) await recordEvent(client, reviewsChanged, { reason: 'erased' });
      // The copies in events already delivered (kept a week after publishing) go too.
      await deletePublishedEventsOf(client, request.email);
      await markErased(client, request.id);
      await recordEvent(client, personalDataErasureRequested, {
        requestId: request.id,
        email: request.email,
        locale: request.locale,
      });
    }
    return { service: 'inbox', email: request.email, erased: true, records: await inboxRecordsOf(client, request.email) };
  });
  deps.relay?.nudge();
  return answer;
}
