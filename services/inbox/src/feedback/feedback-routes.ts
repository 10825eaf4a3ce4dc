import type { Express } from 'express';
import { feedbackReceived, feedbackRequestSchema, inboxListQuerySchema, inboxText, reviewsChanged } from '@ristorante/contracts';
import {
  AppError,
  clientIpOf,
  localeOf,
  recordEvent,
  sendList,
  uuidParam,
  withTransaction,
  type ServiceDeps,
} from '@ristorante/kit';
import { isBot, receiptForBot, receiveOnce } from '../http/inbox-http.js';
import { deleteFeedback, insertFeedback, listFeedback, setFeedbackApproved } from './feedback-repository.js';

const notFound = inboxText['inbox.feedback.notFound'];

export function mountFeedbackRoutes(app: Express, deps: ServiceDeps): void {
  const { pool } = deps;

  app.post('/api/feedback', async (req, res) => {
    const fields = feedbackRequestSchema.parse(req.body);
    if (isBot(fields.website)) {
      deps.logger.info('feedback form honeypot filled: ignored');
      return void res.status(201).json(receiptForBot());
    }
    const receipt = await receiveOnce(deps, req, 'feedback', fields, async (client) => {
      const stored = await insertFeedback(client, { ...fields, locale: fields.locale ?? localeOf(req), ip: clientIpOf(res) });
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
    res.status(201).json(receipt);
  });

  app.get('/api/feedback', async (req, res) => {
    const { items, total, pending } = await listFeedback(pool, inboxListQuerySchema.parse(req.query));
    sendList(res, items, { 'x-total-count': total, 'x-pending-count': pending });
  });

  // Approving publishes it on the reviews page (when the guest consented); unpublishing takes it off again. Either
  // tells the renderer, so the page shows it within seconds rather than at its next timed render (decisions 77, 92).
  for (const [action, approved] of [
    ['approve', true],
    ['unpublish', false],
  ] as const) {
    app.patch(`/api/feedback/:id/${action}`, async (req, res) => {
      const id = uuidParam(req.params.id, notFound);
      const feedback = await withTransaction(pool, async (client) => {
        const changed = await setFeedbackApproved(client, id, approved);
        if (changed?.consentToPublish)
          await recordEvent(client, reviewsChanged, { reason: approved ? 'approved' : 'unpublished' });
        return changed;
      });
      if (!feedback) throw new AppError(404, notFound);
      deps.relay?.nudge();
      res.json(feedback);
    });
  }

  app.delete('/api/feedback/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const deleted = await withTransaction(pool, async (client) => {
      const gone = await deleteFeedback(client, id);
      if (gone?.wasPublished) await recordEvent(client, reviewsChanged, { reason: 'deleted' });
      return gone;
    });
    if (!deleted) throw new AppError(404, notFound);
    deps.relay?.nudge();
    res.status(204).end();
  });
}
