import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { adminCookies } from '@ristorante/contracts';
import { readCookie } from '@ristorante/kit';

/**
 * A browser an account has signed in on before (OWASP's 'device cookie' against guessing): a signed cookie naming
 * the account and a random device id, sent only to the sign-in route. Sign-ins from such a device are throttled on
 * their own, so strangers guessing an account's password cannot lock its owner out (docs/decisions.md 99).
 */
const deviceCookie = { ...adminCookies.device, maxAgeSeconds: 365 * 86_400 } as const;

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

/** The device id, when the request carries this account's own device cookie, signed by us. */
export function knownDevice(req: Request, secret: string, userId: string): string | undefined {
  const value = readCookie(req.header('cookie'), deviceCookie.name);
  const [owner, device, signature] = value?.split('.') ?? [];
  if (!owner || !device || !signature || owner !== userId) return undefined;
  const expected = Buffer.from(signatureOf(secret, `${owner}.${device}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
}

/** After a successful sign-in: the browser is a known device of the account from now on (a new id each time). */
export function rememberDevice(req: Request, res: Response, secret: string, userId: string): void {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
  res.cookie(deviceCookie.name, `${payload}.${signatureOf(secret, payload)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure || req.header('x-forwarded-proto') === 'https',
    path: deviceCookie.path,
    maxAge: deviceCookie.maxAgeSeconds * 1000,
  });
}
