import { claimKey, requestHash, storeAnswer, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';

/** What a guest's form gets back: a receipt, never their data echoed (a bot caught by the honeypot gets one too). */
export interface Receipt {
  id: string;
  receivedAt: string;
}

/**
 * Stores what a guest's form sent, once per Idempotency-Key (docs/decisions.md 85): a resend after a lost answer
 * gets the first receipt and stores nothing, so staff read and are mailed one message. The key, the stored rows
 * and their event commit together; a resend racing the first waits for it on the key's row.
 */
export async function receiveOnce(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  key: string | undefined,
  scope: 'contact' | 'feedback',
  fields: { website?: unknown },
  store: (client: PoolClient) => Promise<Receipt>,
): Promise<Receipt> {
  const receipt = await withTransaction(deps.pool, async (client) => {
    if (key) {
      // What the guest wrote is the fingerprint; the honeypot is no part of it.
      const { website: _honeypot, ...sent } = fields;
      const claimed = await claimKey(client, scope, key, requestHash(sent));
      if (claimed.kind === 'repeat') return claimed.body as Receipt;
    }
    const stored = await store(client);
    if (key) await storeAnswer(client, scope, key, 201, stored);
    return stored;
  });
  deps.relay?.nudge();
  return receipt;
}
