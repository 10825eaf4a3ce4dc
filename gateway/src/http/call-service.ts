/** A service's answer (its body parsed as JSON, when it is JSON), or why there was none. */
export type ServiceAnswer = { kind: 'answered'; status: number; body: unknown } | { kind: 'unreachable' } | { kind: 'broken' };

/**
 * One JSON call from the gateway itself to a service (readiness for the status page, session checks for the
 * guard). Never throws: no answer in time, or none at all, is `unreachable`; an answer cut off is `broken`.
 */
export async function callService(
  url: URL,
  {
    timeoutMs,
    method = 'GET',
    body,
    headers = {},
  }: { timeoutMs: number; method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<ServiceAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let answer: globalThis.Response;
  try {
    answer = await fetch(url, {
      method,
      signal,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  let text: string;
  try {
    text = await answer.text();
  } catch {
    return { kind: 'broken' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined; // not JSON (an HTML error page, say)
  }
  return { kind: 'answered', status: answer.status, body: parsed };
}
