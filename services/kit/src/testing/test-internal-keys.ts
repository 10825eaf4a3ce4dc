import { newInternalKeyPair, privateKeyFrom, type InternalSigner } from '../index.js';

const gateway = newInternalKeyPair();
const booking = newInternalKeyPair();

/**
 * The signing keys of a test run (docs/decisions.md 100): what the gateway and the booking service are given as
 * environment variables, and their signers for a test that calls a service as they would.
 */
export const testKeys = {
  env: {
    gateway: { INTERNAL_SIGNING_KEY: gateway.privateKey },
    /** Every service with routes: it takes the gateway's contexts. */
    service: { GATEWAY_PUBLIC_KEY: gateway.publicKey },
    booking: { GATEWAY_PUBLIC_KEY: gateway.publicKey, INTERNAL_SIGNING_KEY: booking.privateKey },
    catalog: { GATEWAY_PUBLIC_KEY: gateway.publicKey, BOOKING_PUBLIC_KEY: booking.publicKey },
  },
  gateway: { issuer: 'gateway', key: privateKeyFrom(gateway.privateKey) } satisfies InternalSigner,
  booking: { issuer: 'booking', key: privateKeyFrom(booking.privateKey) } satisfies InternalSigner,
};
