import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const issuer = 'restaurant-auth';
const audience = 'restaurant-admin';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const encoder = new TextEncoder();

/** A short-lived access token naming the user and the session (so a revoked session refuses it at once). */
export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(encoder.encode(secret));
}

/** The claims of a valid token: HS256 only (so `alg: none` and other algorithms fail), our key, not expired. */
export async function verifyAccessToken(secret: string, token: string | undefined): Promise<AccessClaims | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], issuer, audience });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

/** `<sessionId>.<random>`: the session it belongs to, and 256 bits nobody can guess. Only its hash is stored. */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function sessionIdOfRefreshToken(token: string | undefined): string | undefined {
  const sessionId = token?.split('.')[0];
  return sessionId && /^[0-9a-f-]{36}$/.test(sessionId) ? sessionId : undefined;
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session's CSRF token, derived rather than stored: the same for the whole session, unguessable without the secret. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function csrfTokenMatches(secret: string, sessionId: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
