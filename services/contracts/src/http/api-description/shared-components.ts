import { adminCookies, csrfTokenHeader } from '../../auth/admin-auth.js';
import { guestTokenHeader, guestTokenPattern } from '../../booking/guest-booking.js';
import type { HeaderParameter } from './api-operation.js';
import type { ParameterObject, ResponseObject, SecuritySchemeObject } from './openapi-document.js';

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } };

/** The headers operations read, each described once (`components.parameters`). */
export const sharedParameters: Record<HeaderParameter, ParameterObject> = {
  guestToken: {
    name: guestTokenHeader,
    in: 'header',
    required: true,
    description:
      "The personal link's token. It sits in the page address's fragment (`#…`), which no browser sends, so no log holds it; the page sends it in this header (docs/decisions.md 113). A malformed one is answered as an unknown one.",
    schema: { type: 'string', pattern: guestTokenPattern.source },
  },
  idempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'One per form submission: a repeat with the same key and details gets the first answer and books nothing twice; the same key with other details is 422, a malformed key 400 (docs/decisions.md 41).',
    // The booking service's own check of a key (services/booking/src/shared/idempotency.ts).
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
  },
  ifMatch: {
    name: 'If-Match',
    in: 'header',
    required: false,
    description:
      'The `version` the edit was made from, as `"3"`: a save made from an older version is refused with 412 (docs/decisions.md 87). Without it, the edit applies to whatever is there.',
    schema: { type: 'string', examples: ['"3"'] },
  },
};

/** Answers many operations share: the guard's (docs/decisions.md 19, 86, 113) and a failed service's. */
export const sharedResponses: Record<'SignInRequired' | 'AuthUnavailable' | 'TooManyRequests' | 'ServiceFailed', ResponseObject> =
  {
    SignInRequired: {
      description: 'Not signed in: no access cookie, or its session has ended (signed out, revoked, expired).',
      content: errorContent,
    },
    AuthUnavailable: {
      description: 'The auth service could not check the session; nothing was done.',
      headers: retryAfter,
      content: errorContent,
    },
    TooManyRequests: {
      description:
        "Too many calls to this route from the client's address within the window (the gateway's limit, shared by every replica).",
      headers: retryAfter,
      content: errorContent,
    },
    ServiceFailed: {
      description:
        'Something failed: the service that owns the route (500), or the gateway could not get its answer: the service failed to answer (502), is unavailable (503) or did not answer in time (504).',
      content: errorContent,
    },
  };

/** How an admin is recognised: the session's access cookie, and for a change its CSRF token (docs/decisions.md 19-21). */
export const securitySchemes: Record<'adminSession' | 'refreshSession' | 'csrfToken', SecuritySchemeObject> = {
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: adminCookies.access.name,
    description: `The access token, set by \`POST /api/admin/login\` (HttpOnly, SameSite=Strict, path \`${adminCookies.access.path}\`); the gateway asks the auth service on every call whether its session is live.`,
  },
  refreshSession: {
    type: 'apiKey',
    in: 'cookie',
    name: adminCookies.refresh.name,
    description: `The rotating refresh token (HttpOnly, SameSite=Strict, path \`${adminCookies.refresh.path}\`): it renews the access token.`,
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: csrfTokenHeader,
    description:
      "The session's CSRF token, from the sign-in answer or `GET /api/admin/csrf`: required on every POST, PUT, PATCH and DELETE of an admin (403 without it).",
  },
};
