import { newInternalKeyPair, privateKeyFrom, type InternalSigner } from '../index.js';

const gateway = newInternalKeyPair();
const booking = newInternalKeyPair();
/** The auth service's own secret for its session tokens (a gateway test forges tokens with it and with others). */
const authTokenSecret = 'auth-token-'.repeat(4);

/**
 * The signing keys of a test run (docs/decisions.md 100): what each process is given as environment variables
 * (by its name), and the gateway's and the booking service's signers for a test that calls a service as they would.
 */
export const testKeys = {
  env: {
    gateway: { INTERNAL_SIGNING_KEY: gateway.privateKey },
    /** Every service with routes: it takes the gateway's contexts. */
    service: { GATEWAY_PUBLIC_KEY: gateway.publicKey },
    booking: { GATEWAY_PUBLIC_KEY: gateway.publicKey, INTERNAL_SIGNING_KEY: booking.privateKey },
    catalog: { GATEWAY_PUBLIC_KEY: gateway.publicKey, BOOKING_PUBLIC_KEY: booking.publicKey },
    auth: { GATEWAY_PUBLIC_KEY: gateway.publicKey, AUTH_TOKEN_SECRET: authTokenSecret },
    /** The worker takes no calls: it holds no key. */
    'notification-worker': {},
  },
  authTokenSecret,
  gateway: { issuer: 'gateway', key: privateKeyFrom(gateway.privateKey) } satisfies InternalSigner,
  booking: { issuer: 'booking', key: privateKeyFrom(booking.privateKey) } satisfies InternalSigner,
};

/** The keys the process of that name is given (`service`'s for a service with no keys of its own). */
export function testKeyEnvFor(name: string): Record<string, string> {
  return name in testKeys.env ? testKeys.env[name as keyof typeof testKeys.env] : testKeys.env.service;
}
