import { decodeJwt, SignJWT, jwtVerify } from 'jose';
import { internalContextSchema, type InternalContext } from '@ristorante/contracts';
import type { InternalIssuer, InternalSigner, InternalTrust } from './internal-keys.js';

/** Long enough for one call to pass from the gateway to a service; worthless soon after, if it leaked. */
const lifetime = '10s';

/** The one call a context is for: a token copied from one call cannot open another service, method or path. */
export interface InternalCallTarget {
  service: string;
  method: string;
  path: string;
}

/**
 * The caller's signature on what it checked (the client's address and, for admin calls, the admin), for one call:
 * the gateway signs every call it passes on, the booking service its calls to the catalog's seats.
 */
export function signInternalContext(
  signer: InternalSigner,
  context: InternalContext,
  target: InternalCallTarget,
): Promise<string> {
  return new SignJWT({ ctx: context, m: target.method, p: target.path })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setIssuer(signer.issuer)
    .setAudience(`service:${target.service}`)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(signer.key);
}

/** A verified context, and who signed it. */
export interface VerifiedContext {
  context: InternalContext;
  issuer: InternalIssuer;
}

/**
 * The context if the token was signed by a caller this service trusts, for this very call, unexpired when the call
 * arrived (`receivedAt`) and well-formed; otherwise nothing. The key is chosen by the token's issuer, then the
 * signature proves it. Its lifetime is judged at arrival, not once the signature is checked: the check runs on
 * libuv's threads, which ten sign-ins' password hashes can hold for longer than a token lives, and a call that came
 * in time must not be refused for waiting its turn.
 */
export async function verifyInternalContext(
  trust: InternalTrust | undefined,
  token: string | undefined,
  call: InternalCallTarget,
  receivedAt = new Date(),
): Promise<VerifiedContext | undefined> {
  if (!token || !trust) return undefined;
  try {
    const claimed = decodeJwt(token).iss;
    const issuer: InternalIssuer | undefined = claimed === 'gateway' ? 'gateway' : claimed === 'booking' ? 'booking' : undefined;
    const key = issuer === 'gateway' ? trust.gateway : issuer ? trust.callers?.[issuer] : undefined;
    if (!issuer || !key) return undefined;
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['EdDSA'],
      issuer,
      audience: `service:${call.service}`,
      currentDate: receivedAt,
    });
    if (payload.m !== call.method || payload.p !== call.path) return undefined;
    return { context: internalContextSchema.parse(payload.ctx), issuer };
  } catch {
    return undefined;
  }
}
