import type { Request, Response } from 'express';
import { webSecurityHeaders } from '@ristorante/contracts';
import { apiDescriptionPaths, buildOpenApiDocument } from '@ristorante/contracts/api-description';
import { docsStylesheet } from '../api-docs/docs-stylesheet.js';
import { renderDocsPage } from '../api-docs/render-docs-page.js';
import { sendError } from './send-error.js';

interface Answer {
  type: string;
  body: string;
  headers: Record<string, string>;
}

/** It changes only with the code: browsers and Nginx may keep it a while. */
const cacheControl = 'public, max-age=300';

/**
 * The site's policy on the page (and its stylesheet) in every mode. Behind Nginx these four are replaced by its own,
 * the same (`proxy_hide_header` in infra/nginx/restaurant.conf.template), so none is sent twice; the embedded mode's
 * gateway sets no other for `/api`.
 */
const pageHeaders = {
  'cache-control': cacheControl,
  'content-security-policy': webSecurityHeaders['content-security-policy'],
  'x-frame-options': webSecurityHeaders['x-frame-options'],
  'referrer-policy': webSecurityHeaders['referrer-policy'],
  'cross-origin-opener-policy': webSecurityHeaders['cross-origin-opener-policy'],
};

/**
 * Built once, when the gateway starts: the document from the route table and the contracts, and the page from the
 * document. The same document as docs/api/openapi.json (a contracts test keeps that file up to date).
 */
function buildAnswers(): Map<string, Answer> {
  const document = buildOpenApiDocument();
  return new Map([
    [
      apiDescriptionPaths.document,
      {
        type: 'application/json; charset=utf-8',
        body: `${JSON.stringify(document, null, 2)}\n`,
        headers: { 'cache-control': cacheControl },
      },
    ],
    [
      apiDescriptionPaths.page,
      { type: 'text/html; charset=utf-8', body: renderDocsPage(document, apiDescriptionPaths), headers: pageHeaders },
    ],
    [apiDescriptionPaths.stylesheet, { type: 'text/css; charset=utf-8', body: docsStylesheet, headers: pageHeaders }],
  ]);
}

const answers = buildAnswers();

/**
 * `GET /api/openapi.json`, `/api/docs` and `/api/docs.css`: the API's description, answered by the gateway itself
 * (Express adds the ETag and answers a matching `If-None-Match` with 304). False for any other path, which goes on
 * to the route table.
 */
export function answerApiDescription(req: Request, res: Response): boolean {
  const answer = answers.get(req.path);
  if (!answer) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(res, 405, `${req.method} is not allowed on ${req.path}`, { allow: 'GET, HEAD' });
    return true;
  }
  res.status(200).set(answer.headers).type(answer.type).send(answer.body);
  return true;
}
