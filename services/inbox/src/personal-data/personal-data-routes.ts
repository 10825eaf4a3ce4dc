import type { Express, Request } from 'express';
import { dataRequestSchema, inboxText } from '@ristorante/contracts';
import { localeOf, requestTokenHash, type ServiceDeps } from '@ristorante/kit';
import { erasePersonalData, readPersonalData } from './personal-data-by-link.js';
import { requestDataLink } from './request-data-link.js';

/** The hash of the request's link token, or 404 for a request without one. */
const linkHashOf = (req: Request): Buffer => requestTokenHash(req, inboxText['inbox.dataRequest.invalid']);

/**
 * A guest's data rights, self-served (docs/decisions.md 116). The inbox keeps the requests: a request sends a link to
 * the address (whoever asks, the answer is the same, so it tells nobody whether the address is known); the link shows
 * the inbox's records (booking answers its own) and asks for erasure, which the inbox carries out for its records at
 * once and announces to every other owner.
 */
export function mountPersonalDataRoutes(app: Express, deps: ServiceDeps): void {
  app.post('/api/data-requests', async (req, res) => {
    const { email, locale } = dataRequestSchema.parse(req.body);
    await requestDataLink(deps, { email, locale: locale ?? localeOf(req) });
    res.status(202).json({ accepted: true });
  });

  app.get('/api/personal-data/inbox', async (req, res) => {
    const answer = await readPersonalData(deps.pool, linkHashOf(req));
    res.set('cache-control', 'no-store').json(answer);
  });

  app.post('/api/personal-data/erase', async (req, res) => {
    const answer = await erasePersonalData(deps, linkHashOf(req));
    res.set('cache-control', 'no-store').json(answer);
  });
}
