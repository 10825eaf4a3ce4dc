import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { common, localizeMessage, requestLocale, type ErrorResponse, type Locale } from '@ristorante/contracts';
import { AppError } from './app-error.js';
import { isAdminCall } from './internal-context.js';

/** Turns a zod failure into `{ field.path: message }`, the first message of each field, in the request's language. */
function fieldErrors(error: ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[key] ??= localizeMessage(issue.message, locale);
  }
  return fields;
}

/**
 * The language to answer in: the form's own `locale` field, else the request's Accept-Language, else German.
 * Staff are answered in their dashboard's language (Accept-Language): a `locale` in a staff form is the
 * guest's, for the guest's e-mails.
 */
export function localeOf(req: Request): Locale {
  if (isAdminCall(req.res)) return requestLocale(undefined, req.header('accept-language'));
  const body: unknown = req.body;
  const explicit = typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined;
  return requestLocale(explicit, req.header('accept-language'));
}

function localizedFields(fields: Record<string, string>, locale: Locale, values?: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, localizeMessage(message, locale, values)]));
}

/**
 * Reading a body failed for the client's reason: body-parser's errors (a `type` and a 4xx `status`) and those of
 * the decompression under it (a body labelled gzip, deflate or br that is not: a zlib `errno`, a 4xx `status`).
 */
function bodyErrorOf(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = Number(error.status);
  const type = 'type' in error ? String(error.type) : undefined;
  const decompression = 'errno' in error && 'expose' in error && error.expose === true;
  if (!(status >= 400 && status < 500) || (type === undefined && !decompression)) return undefined;
  const message =
    type === 'entity.parse.failed'
      ? 'Malformed JSON body'
      : type === 'entity.too.large'
        ? 'Request body too large'
        : type === 'encoding.unsupported'
          ? 'Unsupported Content-Encoding: send the body plain, gzip, deflate or br'
          : decompression
            ? 'The body is not the compressed data its Content-Encoding says'
            : 'Unreadable request body';
  return { status, message };
}

export const jsonNotFound: RequestHandler = (req, res) => {
  const body: ErrorResponse = { error: `No route for ${req.method} ${req.path}` };
  res.status(404).json(body);
};

/** The one error handler: every failure leaves as `{ error, fields? }` with the right status. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let status = 500;
  let body: ErrorResponse = { error: 'Internal server error' };
  if (error instanceof ZodError) {
    const locale = localeOf(req);
    status = 400;
    body = { error: localizeMessage(common['common.invalidRequest'], locale), fields: fieldErrors(error, locale) };
  } else if (error instanceof AppError) {
    const locale = localeOf(req);
    status = error.status;
    const message = localizeMessage(error.message, locale, error.values);
    body = error.fields ? { error: message, fields: localizedFields(error.fields, locale, error.values) } : { error: message };
    if (error.extra) body = { ...error.extra, ...body };
  } else {
    const bodyError = bodyErrorOf(error);
    if (bodyError) {
      status = bodyError.status;
      body = { error: bodyError.message };
    }
  }
  // The id named here too: the gateway carries no request context (docs/decisions.md 103).
  if (status >= 500) req.log.error({ err: error, reqId: req.headers['x-request-id'] }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).json(body);
};
