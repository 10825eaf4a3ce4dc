import type { Express } from 'express';
import { feedbackRequestSchema, inboxListQuerySchema, inboxText } from '@ristorante/contracts';
import { clientIpOf, idempotencyKeyOf, localeOf, sendList, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { isBot, receiptForBot } from '../http/inbox-http.js';
import { listFeedback } from './feedback-repository.js';
import { removeFeedback, setFeedbackPublished } from './moderate-feedback.js';
import { receiveFeedback } from './receive-feedback.js';

const notFound = inboxText['inbox.feedback.notFound'];

export function mountFeedbackRoutes(app: Express, deps: ServiceDeps): void {
  app.post('/api/feedback', async (req, res) => {
    const fields = feedbackRequestSchema.parse(req.body);
    if (isBot(fields.website)) {
      deps.logger.info('feedback form honeypot filled: ignored');
      return void res.status(201).json(receiptForBot());
    }
    const feedback = { ...fields, locale: fields.locale ?? localeOf(req), ip: clientIpOf(res) };
    res.status(201).json(await receiveFeedback(deps, idempotencyKeyOf(req), feedback));
  });

  app.get('/api/feedback', async (req, res) => {
    const { items, total, pending } = await listFeedback(deps.pool, inboxListQuerySchema.parse(req.query));
    sendList(res, items, { 'x-total-count': total, 'x-pending-count': pending });
  });

  for (const [action, approved] of [
    ['approve', true],
    ['unpublish', false],
  ] as const) {
    app.patch(`/api/feedback/:id/${action}`, async (req, res) => {
      res.json(await setFeedbackPublished(deps, uuidParam(req.params.id, notFound), approved));
    });
  }

  app.delete('/api/feedback/:id', async (req, res) => {
    await removeFeedback(deps, uuidParam(req.params.id, notFound));
    res.status(204).end();
  });
}
