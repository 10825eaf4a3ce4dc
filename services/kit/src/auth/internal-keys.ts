import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * Who may vouch for a call (docs/decisions.md 100): the gateway signs every call it passes on, and the booking
 * service its own calls to the catalog's seat routes, each with an Ed25519 key of its own. The services hold only
 * the public keys, so no service can sign a context another would take, and the worker holds no key at all.
 */
export type InternalIssuer = 'gateway' | 'booking';

/** A caller's private key, to sign the contexts of its calls. */
export interface InternalSigner {
  issuer: InternalIssuer;
  key: KeyObject;
}

/** The public keys a service takes contexts from: the gateway's, and those of services calling its `/internal/` routes. */
export interface InternalTrust {
  gateway: KeyObject;
  callers?: Partial<Record<Exclude<InternalIssuer, 'gateway'>, KeyObject>>;
}

/** An Ed25519 private key from its PKCS#8 DER, base64 (one line, for an environment variable). */
export function privateKeyFrom(base64: string): KeyObject {
  const key = createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 private key');
  return key;
}

/** An Ed25519 public key from its SPKI DER, base64. */
export function publicKeyFrom(base64: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 public key');
  return key;
}

/** A new key pair, both halves base64 DER (`make internal-keys` prints two for an installation). */
export function newInternalKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}
