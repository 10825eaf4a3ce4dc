import { randomUUID } from 'node:crypto';
import { dataRequestHours, personalDataRequested } from '@ristorante/contracts';
import { newGuestToken, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { askedRecently, insertDataRequest } from './personal-data-repository.js';

/**
 * A guest asks for a link to their data (docs/decisions.md 116): the link goes to the address, so whoever asks, the
 * answer is the same and tells nobody whether the address is known.
 */
export async function requestDataLink(deps: ServiceDeps, request: { email: string; locale: 'de' | 'en' }): Promise<void> {
  const { email, locale } = request;
  const { token, hash } = newGuestToken();
  const expiresAt = new Date(Date.now() + dataRequestHours * 3_600_000);
  await withTransaction(deps.pool, async (client) => {
    // One link per address every ten minutes: the form cannot be used to flood someone's mailbox. The answer is the
    // same either way.
    if (await askedRecently(client, email)) return;
    const requestId = randomUUID();
    await insertDataRequest(client, { id: requestId, email, locale, tokenHash: hash, expiresAt });
    await recordEvent(client, personalDataRequested, {
      requestId,
      email,
      locale,
      accessToken: token,
      tokenHash: hash.toString('hex'),
      expiresAt: expiresAt.toISOString(),
    });
  });
  deps.relay?.nudge();
}
