import type { Locale } from '@ristorante/contracts';

/**
 * A failed call: the status, and the server's sentence and field errors (`{ error, fields }`, already in the
 * guest's language), or none when the answer was not the API's (the network failed, a proxy answered).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string | undefined,
    readonly fields: Record<string, string> = {},
    /** The whole answer, for a route that says more than `{ error, fields }` (the schedule's 409 lists bookings). */
    readonly body?: unknown,
  ) {
    super(message ?? `HTTP ${status}`);
  }
  /** The server's own sentence, when it sent one. */
  get serverMessage(): string | undefined {
    return this.message.startsWith('HTTP ') ? undefined : this.message;
  }
}

/** The ApiError a failed answer stands for: the API's `{ error, fields }` when it sent them. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    const fields =
      'fields' in body && typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : {};
    return new ApiError(response.status, body.error, fields, body);
  }
  return new ApiError(response.status, undefined);
}

// Empty in the browser (same origin). The renderer, which runs this code in Node, reads through the gateway.
let readOrigin = '';

/** Where public reads go when this code runs outside a browser: the renderer's gateway (docs/decisions.md 92). */
export function readPublicApiFrom(origin: string): void {
  readOrigin = origin.replace(/\/+$/, '');
}

// Until when a guest's reads ask past every cache: just after their own booking (docs/decisions.md 170).
let freshUntil = 0;

/** The next `ms` of this guest's reads ask past every cache, so they see what they just did (the seats they took). */
export function readFreshFor(ms: number): void {
  freshUntil = Date.now() + ms;
}

// The renderer's listener to the reads a page makes, so a later change re-renders only the pages that read it.
let readListener: ((path: string) => void) | undefined;

/** Tells `listener` each public read's path until called again (undefined stops it); the renderer's only. */
export function listenToPublicReads(listener: ((path: string) => void) | undefined): void {
  readListener = listener;
}

/**
 * GET of a public read. Answers are the services' own (their schemas in @ristorante/contracts describe them);
 * they are not parsed again here, so no validation library travels with the guest's first page.
 */
export async function getJson<T>(path: string, init: { signal?: AbortSignal | undefined } = {}): Promise<T> {
  readListener?.(path);
  // The renderer (reading from an origin of its own) always wants the data as it is now.
  const fresh = readOrigin !== '' || Date.now() < freshUntil;
  const headers = { accept: 'application/json', ...(fresh ? { 'cache-control': 'no-cache' } : {}) };
  const response = await fetch(readOrigin + path, { headers, signal: init.signal ?? null });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/** POST of a guest's form, in their language, with one Idempotency-Key per submission (a double click books once). */
export async function postJson<T>(path: string, body: unknown, options: { locale: Locale; idempotencyKey: string }): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': options.locale,
      'idempotency-key': options.idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/**
 * A fresh key for one form submission. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost):
 * a phone reaching the site over plain HTTP on the local network still gets a random key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
