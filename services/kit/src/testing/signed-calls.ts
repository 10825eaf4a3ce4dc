import type { AdminRole, InternalContext } from '@ristorante/contracts';
import { internalContextHeader } from '@ristorante/contracts';
import { signInternalContext, type InternalSigner } from '../index.js';
import { adminContext, testAddresses } from './test-admin.js';
import { testKeys } from './test-internal-keys.js';

/** A call to one service with a signed internal context; `body` goes as JSON, or as it is when it is a form. */
export type SignedCall = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

/** The header a call to `service` carries, signed (by the gateway's test key unless another signer is given). */
export async function internalContextHeaders(
  service: string,
  context: InternalContext,
  method: string,
  target: string,
  signer: InternalSigner = testKeys.gateway,
): Promise<Record<string, string>> {
  const path = target.split('?', 1)[0]!;
  return { [internalContextHeader]: await signInternalContext(signer, context, { service, method, path }) };
}

/** Calls `base` + path as the gateway passes a request on: with `context` signed for that method and path. */
export function signedCall(base: string, service: string, context: InternalContext, signer?: InternalSigner): SignedCall {
  return async (method, target, body, headers = {}) => {
    const isJson = body !== undefined && !(body instanceof FormData);
    return fetch(`${base}${target}`, {
      method,
      headers: {
        ...(await internalContextHeaders(service, context, method, target, signer)),
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as FormData),
    });
  };
}

export interface ServiceCalls {
  /** A guest's call, as the gateway passes it on. */
  asGuest: SignedCall;
  /** A signed-in admin's call (`testAdmin` with the service's admin role). */
  asAdmin: SignedCall;
  /** A call from another address with no admin in it (what another service's call looks like to this one). */
  asService: SignedCall;
  /** The headers of an admin's call, for a request a test makes by hand (a multipart upload, say). */
  adminHeaders(method: string, path: string): Promise<Record<string, string>>;
}

/** The callers a service's tests need, each signing its own context (docs/decisions.md 100). */
export function serviceCalls(base: string, service: string, adminRole: AdminRole = 'owner'): ServiceCalls {
  const admin = adminContext(adminRole);
  return {
    asGuest: signedCall(base, service, { ip: testAddresses.guest }),
    asAdmin: signedCall(base, service, admin),
    asService: signedCall(base, service, { ip: testAddresses.service }),
    adminHeaders: (method, target) => internalContextHeaders(service, admin, method, target),
  };
}
