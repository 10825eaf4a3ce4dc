import type { Express } from 'express';
import { contactRequestSchema, contactStatusChangeSchema, inboxListQuerySchema, inboxText } from '@ristorante/contracts';
import { AppError, clientIpOf, idempotencyKeyOf, localeOf, sendList, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { isBot, receiptForBot } from '../http/inbox-http.js';
import { deleteContactMessage, listContactMessages, setContactStatus } from './contact-repository.js';
import { receiveContact } from './receive-contact.js';

const notFound = inboxText['inbox.contact.notFound'];

export function mountContactRoutes(app: Express, deps: ServiceDeps): void {
  const { pool } = deps;

  app.post('/api/contact', async (req, res) => {
    const fields = contactRequestSchema.parse(req.body);
    if (isBot(fields.website)) {
      deps.logger.info('contact form honeypot filled: ignored');
      return void res.status(201).json(receiptForBot());
    }
    const message = { ...fields, locale: fields.locale ?? localeOf(req), ip: clientIpOf(res) };
    res.status(201).json(await receiveContact(deps, idempotencyKeyOf(req), message));
  });

  app.get('/api/contact', async (req, res) => {
    const { items, total, unread } = await listContactMessages(pool, inboxListQuerySchema.parse(req.query));
    sendList(res, items, { 'x-total-count': total, 'x-unread-count': unread });
  });

  app.patch('/api/contact/:id/status', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { status } = contactStatusChangeSchema.parse(req.body);
    const message = await setContactStatus(pool, id, status);
    if (!message) throw new AppError(404, notFound);
    res.json(message);
  });

  app.delete('/api/contact/:id', async (req, res) => {
    if (!(await deleteContactMessage(pool, uuidParam(req.params.id, notFound)))) throw new AppError(404, notFound);
    res.status(204).end();
  });
}
