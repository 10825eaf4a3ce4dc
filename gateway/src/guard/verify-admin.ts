import type http from 'node:http';
import { adminCookies, internalContextHeader, verifySessionResponseSchema, type AdminIdentity } from '@ristorante/contracts';
import { readCookie, signInternalContext, type InternalSigner } from '@ristorante/kit';
import { callService } from '../http/call-service.js';

export type AdminVerdict =
  { kind: 'admin'; admin: AdminIdentity } | { kind: 'unauthenticated' } | { kind: 'csrf-missing' } | { kind: 'auth-unavailable' };

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Asks the auth service whether the access cookie's session is live (so a sign-out takes effect at once, not
 * when the token expires) and, for a call that changes something, whether the CSRF header is that session's.
 */
export async function verifyAdmin(
  req: http.IncomingMessage,
  authUrl: URL,
  { timeoutMs, signer, ip }: { timeoutMs: number; signer: InternalSigner; ip: string },
): Promise<AdminVerdict> {
  const accessToken = readCookie(req.headers.cookie, adminCookies.access.name);
  if (!accessToken) return { kind: 'unauthenticated' };
  const csrfHeader = req.headers['x-csrf-token'];
  const path = '/internal/verify';
  const answer = await callService(new URL(path, authUrl), {
    timeoutMs,
    method: 'POST',
    headers: {
      [internalContextHeader]: await signInternalContext(signer, { ip }, { service: 'auth', method: 'POST', path }),
    },
    body: { accessToken, csrfToken: typeof csrfHeader === 'string' ? csrfHeader : undefined },
  });
  if (answer.kind !== 'answered') return { kind: 'auth-unavailable' };
  if (answer.status === 401) return { kind: 'unauthenticated' };
  const verified = verifySessionResponseSchema.safeParse(answer.body);
  if (!verified.success) return { kind: 'auth-unavailable' };
  const needsCsrf = unsafeMethods.has(req.method ?? 'GET');
  return needsCsrf && !verified.data.csrfValid ? { kind: 'csrf-missing' } : { kind: 'admin', admin: verified.data.admin };
}
