import type { OperationDescription } from './api-operation.js';
import type { ApiRoute } from './gateway-routes.js';
import type { Reference, ResponseObject, SecurityRequirement } from './openapi-document.js';
import type { sharedResponses } from './shared-components.js';

/*
 * What the route table's flags mean in the document: who may call a route, the security it takes, and the answers
 * the gateway's guard gives for it (gateway/src/api-routes.ts), so no description has to repeat them.
 */

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who may call it, as the route table says: the sentence the operation's description ends with. */
export function accessNote(route: ApiRoute): string | undefined {
  if (route.access === 'public') return undefined;
  const who = route.ownerOnly ? 'a signed-in owner (staff get 403, docs/decisions.md 86)' : 'a signed-in admin, owner or staff';
  const csrf = unsafeMethods.has(route.method) ? ', with the CSRF header' : '';
  return `Access: ${who}${csrf}.`;
}

/** Counted by the gateway's per-address limit: every public POST, and the routes the table marks. */
export const isRateLimited = (route: ApiRoute) =>
  route.service !== 'gateway' && route.access === 'public' && (route.method === 'POST' || route.rateLimited === true);

/** The answers the gateway's guard and proxy give, from the route's flags; an operation's own answer wins. */
export function guardResponses(route: ApiRoute): Record<string, ResponseObject | Reference> {
  const responses: Record<string, ResponseObject | Reference> = {};
  const shared = (name: keyof typeof sharedResponses): Reference => ({ $ref: `#/components/responses/${name}` });
  if (route.access === 'admin') {
    responses['401'] = shared('SignInRequired');
    const refusals = [
      ...(unsafeMethods.has(route.method) ? ["the CSRF header is missing or not the session's"] : []),
      ...(route.ownerOnly ? ['the admin is staff, and only an owner may do this'] : []),
      ...(route.beforeOwnPassword
        ? []
        : ['the session still has a one-time password from an owner, which must be changed first (docs/decisions.md 133)']),
    ];
    if (refusals.length > 0) {
      responses['403'] = {
        description: `Refused: ${refusals.join('; or ')}.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      };
    }
    responses['503'] = shared('AuthUnavailable');
  }
  if (isRateLimited(route)) responses['429'] = shared('TooManyRequests');
  if (route.service !== 'gateway') responses['5XX'] = shared('ServiceFailed');
  return responses;
}

/** The security an admin route takes: the session cookie, and for a change the CSRF header too. */
export function securityOf(route: ApiRoute, description: OperationDescription): SecurityRequirement[] | undefined {
  if (description.security) return description.security;
  if (route.access === 'public') return undefined;
  return [unsafeMethods.has(route.method) ? { adminSession: [], csrfToken: [] } : { adminSession: [] }];
}
