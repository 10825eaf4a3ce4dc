import { contactReceived } from '@ristorante/contracts';
import { recordEvent, type ServiceDeps } from '@ristorante/kit';
import { receiveOnce, type Receipt } from '../shared/receive-once.js';
import { insertContactMessage, type NewContactMessage } from './contact-repository.js';

/** A guest's message, stored once per Idempotency-Key with the event that mails staff (docs/decisions.md 85). */
export function receiveContact(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  key: string | undefined,
  message: NewContactMessage & { website?: unknown },
): Promise<Receipt> {
  return receiveOnce(deps, key, 'contact', message, async (client) => {
    const stored = await insertContactMessage(client, message);
    await recordEvent(client, contactReceived, {
      messageId: stored.id,
      name: stored.name,
      email: stored.email,
      subject: stored.subject,
      message: stored.message,
      locale: stored.locale,
    });
    return { id: stored.id, receivedAt: stored.createdAt };
  });
}
