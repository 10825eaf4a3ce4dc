import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@ristorante/contracts';
import { AppError } from './app-error.js';

/** Turns a zod failure into `{ field.path: message }`, the first message of each field. */
function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
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
    status = 400;
    body = { error: 'Invalid request', fields: fieldErrors(error) };
  } else if (error instanceof AppError) {
    status = error.status;
    body = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
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
