import http from 'node:http';
import { adminCookies, verifySessionResponseSchema, type AdminIdentity } from '@ristorante/contracts';
import { readCookie } from '@ristorante/kit';

export type AdminVerdict =
  { kind: 'admin'; admin: AdminIdentity } | { kind: 'unauthenticated' } | { kind: 'csrf-missing' } | { kind: 'auth-unavailable' };

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Asks the auth service whether the access cookie's session is live (so a sign-out takes effect at once, not
 * when the token expires) and, for a call that changes something, whether the CSRF header is that session's.
 */
export function verifyAdmin(
  req: http.IncomingMessage,
  authUrl: URL,
  agent: http.Agent,
  timeoutMs: number,
): Promise<AdminVerdict> {
  const accessToken = readCookie(req.headers.cookie, adminCookies.access.name);
  if (!accessToken) return Promise.resolve({ kind: 'unauthenticated' });
  const csrfHeader = req.headers['x-csrf-token'];
  const payload = JSON.stringify({ accessToken, csrfToken: typeof csrfHeader === 'string' ? csrfHeader : undefined });
  return new Promise((resolve) => {
    const request = http.request(new URL('/internal/verify', authUrl), {
      method: 'POST',
      agent,
      timeout: timeoutMs,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    request.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', () => resolve({ kind: 'auth-unavailable' }));
      answer.on('end', () => {
        if (answer.statusCode === 401) return resolve({ kind: 'unauthenticated' });
        try {
          const verified = verifySessionResponseSchema.parse(JSON.parse(Buffer.concat(chunks).toString()));
          const needsCsrf = unsafeMethods.has(req.method ?? 'GET');
          resolve(needsCsrf && !verified.csrfValid ? { kind: 'csrf-missing' } : { kind: 'admin', admin: verified.admin });
        } catch {
          resolve({ kind: 'auth-unavailable' });
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ kind: 'auth-unavailable' }));
    request.end(payload);
  });
}
