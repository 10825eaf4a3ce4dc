import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { common } from '@ristorante/contracts';
import { AppError } from './app-error.js';

// A guest's form sends one Idempotency-Key per submission (docs/decisions.md 85): a resend after a lost answer
// gets the first answer, not a second booking or message. Each service keeps its keys in its own
// `idempotency_keys` table, for a day (claimed and answered through db/idempotency-keys.ts).

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key (one per form submission), or undefined when it sent none. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!keyPattern.test(key)) throw new AppError(400, common['common.idempotency.invalid']);
  return key;
}

/** A stable fingerprint of what was asked: the same key with another request is a mistake, not a repeat. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** A UUID derived from a key, so a repeated submission names the same booking everywhere (seat holds too). */
export function uuidFromKey(scope: string, key: string): string {
  const hex = createHash('sha256').update(`${scope}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
