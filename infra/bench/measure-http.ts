import autocannon, { type Request } from 'autocannon';

export interface HttpFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  other: number;
  errors: number;
}

export interface HttpRun {
  url: string;
  connections: number;
  durationSeconds: number;
  /** A number of requests to send in all, instead of sending for `durationSeconds` (a count, whatever the machine's speed). */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (writes must not all collide on one slot or one key). */
  body?: () => string;
  /** Client threads (autocannon's workers); one when absent. Not with `body` (a worker cannot take a function). */
  workers?: number;
}

/** One autocannon run: requests per second, latency percentiles, and how many answers were 2xx. */
export async function measure(run: HttpRun): Promise<HttpFigures> {
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    ...(run.amount ? { amount: run.amount } : { duration: run.durationSeconds }),
    method: run.method ?? 'GET',
    headers: run.headers ?? {},
    ...(run.workers ? { workers: run.workers } : {}),
    ...(run.body
      ? {
          requests: [
            {
              method: run.method ?? 'POST',
              setupRequest: (request: Request): Request => ({ ...request, body: run.body!() }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
