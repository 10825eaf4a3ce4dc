import type { z } from 'zod';
import type { Method } from '../route-table.js';
import type { ApiTag } from './api-tags.js';

/** How the description table names an operation: the route table's method and path, `'GET /api/menu/:id'`. */
export type OperationKey = `${Method} /api/${string}`;

/** A header an operation reads, each one a shared parameter of the document (`components.parameters`). */
export type HeaderParameter = 'guestToken' | 'idempotencyKey' | 'ifMatch';

/** An answer with a JSON body, validated by a contract's zod schema (its output side). */
export interface JsonAnswer {
  kind: 'json';
  description: string;
  schema: z.ZodType;
  /** Headers it carries beside the body, by name: `x-total-count` and the like. */
  headers?: Record<string, string>;
}

/** An answer whose body is no JSON: a CSV export, an image file, the API page. */
export interface FileAnswer {
  kind: 'file';
  description: string;
  mediaTypes: string[];
  headers?: Record<string, string>;
}

/** An answer without a body (204, 304). */
export interface EmptyAnswer {
  kind: 'empty';
  description: string;
}

/** An error answer in the one error shape (`ErrorResponse`), described by when it happens. */
export interface ErrorAnswer {
  kind: 'error';
  description: string;
  headers?: Record<string, string>;
}

export type AnswerDescription = JsonAnswer | FileAnswer | EmptyAnswer | ErrorAnswer;

export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; description?: string }
  /** A multipart upload: each field's description; `file` fields are binary. */
  | { kind: 'multipart'; fields: Record<string, { description: string; file?: true }>; required: string[] };

/** Status codes as the document writes them: `'200'`, `'404'`. */
export type StatusCode = `${1 | 2 | 3 | 4 | 5}${number}`;

/**
 * What the route table does not say about an operation: what it is for, what it reads (query, headers, body) and
 * what it answers, status by status. Answers the gateway's guard gives (401, 403, 429, 503) and the 5XX of a failed
 * service are added from the route table's access flags, so they are written nowhere here.
 */
export interface OperationDescription {
  summary: string;
  description?: string;
  tag: ApiTag;
  /** Each property is one query parameter (the schema's input side: what a client sends). */
  query?: z.ZodObject;
  headers?: HeaderParameter[];
  /** Path parameters other than `:id` (a UUID), by name. */
  pathParameters?: Record<string, { description: string; pattern?: string }>;
  body?: RequestBody;
  answers: Partial<Record<StatusCode, AnswerDescription>>;
  /**
   * The sign-in routes that are public in the route table yet read the admin's cookies: the security they take
   * instead of none (`[]` entries are alternatives; an empty object means none is needed).
   */
  security?: Array<Record<string, string[]>>;
}

export type OperationDescriptions = Partial<Record<OperationKey, OperationDescription>>;

export const json = (description: string, schema: z.ZodType, headers?: Record<string, string>): JsonAnswer => ({
  kind: 'json',
  description,
  schema,
  ...(headers ? { headers } : {}),
});

export const file = (description: string, mediaTypes: string[], headers?: Record<string, string>): FileAnswer => ({
  kind: 'file',
  description,
  mediaTypes,
  ...(headers ? { headers } : {}),
});

export const empty = (description: string): EmptyAnswer => ({ kind: 'empty', description });

export const error = (description: string, headers?: Record<string, string>): ErrorAnswer => ({
  kind: 'error',
  description,
  ...(headers ? { headers } : {}),
});

export const jsonBody = (schema: z.ZodType, description?: string): RequestBody => ({
  kind: 'json',
  schema,
  ...(description ? { description } : {}),
});

/** The answers every staff list shares: a page as a plain array, its totals in headers (docs/decisions.md 59). */
export const listHeaders = { 'x-total-count': 'How many items match the filters, over every page.' };

/** A CSV download, as spreadsheet programs open it (docs/decisions.md 71). */
export const csvFile = (description: string): FileAnswer =>
  file(
    `${description} UTF-8 with a byte-order mark, CRLF line ends, \`;\` between columns in German, \`,\` in English.`,
    ['text/csv'],
    { 'content-disposition': 'attachment; filename="…-YYYY-MM-DD.csv"' },
  );
