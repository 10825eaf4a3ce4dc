import { feedbackReceived } from '@ristorante/contracts';
import { recordEvent, type ServiceDeps } from '@ristorante/kit';
import { receiveOnce, type Receipt } from '../shared/receive-once.js';
import { insertFeedback, type NewFeedback } from './feedback-repository.js';

/** A guest's feedback, stored once per Idempotency-Key with the event that mails staff (docs/decisions.md 85). */
export function receiveFeedback(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  key: string | undefined,
  feedback: NewFeedback & { website?: unknown },
): Promise<Receipt> {
  return receiveOnce(deps, key, 'feedback', feedback, async (client) => {
    const stored = await insertFeedback(client, feedback);
    await recordEvent(client, feedbackReceived, {
      feedbackId: stored.id,
      name: stored.name,
      email: stored.email,
      rating: stored.rating,
      experience: stored.experience,
      suggestions: stored.suggestions,
      consentToPublish: stored.consentToPublish,
      locale: stored.locale,
    });
    return { id: stored.id, receivedAt: stored.created_at };
  });
}
