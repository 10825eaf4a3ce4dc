import { inboxText, reviewsChanged } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { deleteFeedback, setFeedbackApproved } from './feedback-repository.js';

type Deps = Pick<ServiceDeps, 'pool' | 'relay'>;
const notFound = inboxText['inbox.feedback.notFound'];

/**
 * Approving publishes a feedback on the reviews page (when the guest consented); unpublishing takes it off again.
 * Either tells the renderer, so the page shows it within seconds rather than at its next timed render (decisions
 * 77, 92). 404 when there is no such feedback.
 */
export async function setFeedbackPublished(deps: Deps, id: string, approved: boolean) {
  const feedback = await withTransaction(deps.pool, async (client) => {
    const changed = await setFeedbackApproved(client, id, approved);
    if (changed?.consentToPublish) await recordEvent(client, reviewsChanged, { reason: approved ? 'approved' : 'unpublished' });
    return changed;
  });
  if (!feedback) throw new AppError(404, notFound);
  deps.relay?.nudge();
  return feedback;
}

/** A feedback deleted; one that was on the reviews page leaves it within seconds. 404 when there is none. */
export async function removeFeedback(deps: Deps, id: string): Promise<void> {
  const deleted = await withTransaction(deps.pool, async (client) => {
    const gone = await deleteFeedback(client, id);
    if (gone?.wasPublished) await recordEvent(client, reviewsChanged, { reason: 'deleted' });
    return gone;
  });
  if (!deleted) throw new AppError(404, notFound);
  deps.relay?.nudge();
}
