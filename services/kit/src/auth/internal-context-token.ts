import { SignJWT, jwtVerify } from 'jose';
import { internalContextSchema, type InternalContext } from '@ristorante/contracts';

/** The gateway, and a service calling another's internal API: whoever holds INTERNAL_AUTH_SECRET. */
const issuer = 'restaurant-internal';
/** Long enough for one call to pass from the gateway to a service; worthless soon after, if it leaked. */
const lifetime = '10s';

/** The one call a context is for: a token copied from one call cannot open another service, method or path. */
export interface InternalCallTarget {
  service: string;
  method: string;
  path: string;
}

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/**
 * The caller's signature on what it checked (the client's address and, for admin calls, the admin), for one call:
 * the gateway signs every call it passes on, a service its calls to another's internal API.
 */
export function signInternalContext(secret: string, context: InternalContext, target: InternalCallTarget): Promise<string> {
  return new SignJWT({ ctx: context, m: target.method, p: target.path })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(`service:${target.service}`)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(keyOf(secret));
}

/** The context if the token is the gateway's, for this very call, unexpired and well-formed; otherwise nothing. */
export async function verifyInternalContext(
  secret: string,
  token: string | undefined,
  call: InternalCallTarget,
): Promise<InternalContext | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer,
      audience: `service:${call.service}`,
    });
    if (payload.m !== call.method || payload.p !== call.path) return undefined;
    return internalContextSchema.parse(payload.ctx);
  } catch {
    return undefined;
  }
}
