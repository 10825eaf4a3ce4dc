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

/** body-parser's errors carry a `type` and a `status`; they are the client's fault, not ours. */
function isBodyParserError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
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
  } else if (isBodyParserError(error)) {
    status = error.status;
    body = {
      error:
        error.type === 'entity.parse.failed'
          ? 'Malformed JSON body'
          : error.type === 'entity.too.large'
            ? 'Request body too large'
            : 'Unreadable request body',
    };
  }
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).json(body);
};
