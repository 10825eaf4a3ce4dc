import { SignJWT, jwtVerify } from 'jose';
import { internalContextSchema, type InternalContext } from '@ristorante/contracts';

const issuer = 'restaurant-gateway';
const audience = 'restaurant-services';
/** Long enough for one call to pass from the gateway to a service, short enough to be worthless if copied. */
const lifetime = '60s';

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/** The gateway's signature on what it checked: the client's address and, for admin calls, the admin. */
export function signInternalContext(secret: string, context: InternalContext): Promise<string> {
  return new SignJWT({ ctx: context })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(keyOf(secret));
}

/** The context if the token is the gateway's, unexpired and well-formed; otherwise nothing. */
export async function verifyInternalContext(secret: string, token: string | undefined): Promise<InternalContext | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer, audience });
    return internalContextSchema.parse(payload.ctx);
  } catch {
    return undefined;
  }
}
