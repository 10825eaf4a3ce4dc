import { createHash, randomBytes } from 'node:crypto';
import { guestTokenHeader, guestTokenPattern } from '@ristorante/contracts';
import type { Request } from 'express';
import { AppError } from '../http/app-error.js';

/**
 * The tokens of guests' links (docs/decisions.md 113): a personal link to a booking, a waitlist's offer, a data
 * request. 256 random bits as base64url; only their SHA-256 is ever stored.
 */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** A new token (43 characters, `guestTokenPattern`) and its hash. */
export function newGuestToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  if (!guestTokenPattern.test(token)) throw new Error('a guest token has an unexpected shape');
  return { token, hash: tokenHash(token) };
}

/**
 * The hash of the token a request carries in its header (never in the address), or 404 with `invalid` (the
 * message key of 'link not valid'): a malformed token is not even looked up.
 */
export function requestTokenHash(req: Request, invalid: string): Buffer {
  const token = req.get(guestTokenHeader) ?? '';
  if (!guestTokenPattern.test(token)) throw new AppError(404, invalid);
  return tokenHash(token);
}
