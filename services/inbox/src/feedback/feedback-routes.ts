import type { Express } from 'express';
import { feedbackReceived, feedbackRequestSchema, inboxListQuerySchema, inboxText } from '@ristorante/contracts';
import { AppError, clientIpOf, localeOf, recordEvent, sendList, uuidParam, type ServiceDeps } from '@ristorante/kit';
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
    const { page, pageSize } = inboxListQuerySchema.parse(req.query);
    const { items, total, pending } = await listFeedback(pool, page, pageSize);
    sendList(res, items, { 'x-total-count': total, 'x-pending-count': pending });
  });

  // Approving publishes it on the reviews page (when the guest consented); unpublishing takes it off again.
  for (const [action, approved] of [
    ['approve', true],
    ['unpublish', false],
  ] as const) {
    app.patch(`/api/feedback/:id/${action}`, async (req, res) => {
      const feedback = await setFeedbackApproved(pool, uuidParam(req.params.id, notFound), approved);
      if (!feedback) throw new AppError(404, notFound);
      res.json(feedback);
    });
  }

  app.delete('/api/feedback/:id', async (req, res) => {
    if (!(await deleteFeedback(pool, uuidParam(req.params.id, notFound)))) throw new AppError(404, notFound);
    res.status(204).end();
  });
}
