import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces `fetch` for one test (restored after it) with answers given in order, the last one repeating. */
export function stubFetch(...answers: Array<() => Response>) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error('stubFetch needs at least one answer');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
