import http from 'node:http';

/** A service's answer (its body parsed as JSON, when it is JSON), or why there was none. */
export type ServiceAnswer = { kind: 'answered'; status: number; body: unknown } | { kind: 'unreachable' } | { kind: 'broken' };

/**
 * One JSON call from the gateway itself to a service (readiness for the status page, session checks for the
 * guard). Never throws: no answer in time, or none at all, is `unreachable`; an answer cut off is `broken`.
 */
export function callService(
  url: URL,
  {
    agent,
    timeoutMs,
    method = 'GET',
    body,
    headers = {},
  }: { agent: http.Agent; timeoutMs: number; method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<ServiceAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(url, {
      method,
      agent,
      timeout: timeoutMs,
      headers: payload
        ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
        : headers,
    });
    request.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', () => resolve({ kind: 'broken' }));
      answer.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString());
        } catch {
          parsed = undefined; // not JSON (an HTML error page, say)
        }
        resolve({ kind: 'answered', status: answer.statusCode ?? 0, body: parsed });
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ kind: 'unreachable' }));
    request.end(payload);
  });
}
