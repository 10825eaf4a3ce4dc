import {
  defaultHouseSchedule,
  defaultRestaurantDetails,
  type ErrorResponse,
  type PublishedRestaurant,
  type PublishedSchedule,
} from '@ristorante/contracts';
import { onTestFinished } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The owner's schedule as `GET /api/schedule` answers it in every test: the opening one, never saved. */
export const testSchedule: PublishedSchedule = { ...defaultHouseSchedule, version: 0 };

/** The restaurant's details as `GET /api/restaurant` answers them in every test: the first install's. */
export const testRestaurant: PublishedRestaurant = { ...defaultRestaurantDetails, version: 0 };

/**
 * The API as the web app's tests see it (docs/decisions.md 107): one MSW server for the whole run, started by
 * setup-api-server.ts. A test declares what each route answers with `server.use(http.get('/api/menu', …))`;
 * its handlers are dropped after it, and a request no handler answers fails the test. The routes answered for
 * every test are the schedule (docs/decisions.md 110) and the restaurant's details (149): every page's header and
 * footer read them; a test about one answers its own with `server.use`.
 */
export const server = setupServer(
  http.get('/api/schedule', () => HttpResponse.json(testSchedule)),
  http.get('/api/restaurant', () => HttpResponse.json(testRestaurant)),
);

/**
 * An error answer in the API's one shape (`{ error, fields }`), with its status. Typed as a plain Response, so
 * a handler may answer either this or its route's typed success (MSW takes a handler's body type from its answers).
 */
export function apiError(status: number, error: string, fields?: Record<string, string>): Response {
  return HttpResponse.json<ErrorResponse>(fields ? { error, fields } : { error }, { status });
}

/**
 * A gate a handler waits at, so the test sees what the page shows while an answer is on its way:
 * `http.get('/api/menu', async () => { await gate.opened; return HttpResponse.json(menu); })`, then `gate.open()`.
 */
export function createGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/** A request as a handler received it, read at once so the test can check it after the answer. */
export interface SentRequest {
  method: string;
  /** Path and query, as the app asked for it. */
  path: string;
  /** The query's parameters, each once (the app sends none twice). */
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body, the form of a multipart upload, the text of any other body, or undefined for none. */
  body: unknown;
}

/** Reads a request inside its handler: `sent.push(await readSent(request))`. */
export async function readSent(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname + url.search,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers.entries()),
    body: await bodyOf(request.clone()),
  };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One answer a handler gives: a Response built with msw's HttpResponse (or its `apiError` above). */
export type Answer = () => Response | Promise<Response>;

/**
 * A resolver for one route that answers its calls in turn, the last answer repeating (a 503, then the data for
 * the retry), and keeps what each call sent in `.sent`:
 * `const reviews = inTurn(() => apiError(503, 'down'), () => HttpResponse.json(list));`
 * `server.use(http.get('/api/reviews', reviews));` … `expect(reviews.sent).toHaveLength(2)`.
 */
export function inTurn(...answers: [Answer, ...Answer[]]) {
  return recording(({ calls }) => answers[Math.min(calls, answers.length) - 1]!());
}

/**
 * A resolver that keeps what each call sent in `.sent` before `resolver` answers it (`calls`: how many
 * calls so far, this one included): `const change = recording(() => HttpResponse.json(item));`
 * `server.use(http.patch('/api/menu/:id', change));` … `expect(change.sent[0]!.body).toEqual(…)`.
 */
export function recording<Info extends { request: Request }, Result>(
  resolver: (info: Info & { calls: number }) => Result | Promise<Result>,
) {
  const sent: SentRequest[] = [];
  const wrapped = async (info: Info) => {
    sent.push(await readSent(info.request));
    return resolver({ ...info, calls: sent.length });
  };
  return Object.assign(wrapped, { sent });
}

/**
 * Every request the app makes from now until the test ends, handled or not, as 'GET /api/reviews': for a test
 * that asserts what was, or that nothing was, sent up to some step (an unhandled one fails the test anyway,
 * but only at its end).
 */
export function watchRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}
