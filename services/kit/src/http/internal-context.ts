import type { RequestHandler, Response } from 'express';
import {
  accountText,
  authMessages,
  createRouteMatcher,
  internalContextHeader,
  localizeMessage,
  requestLocale,
  vouchedByGateway,
  type AdminIdentity,
  type ErrorResponse,
  type InternalContext,
  type Route,
} from '@ristorante/contracts';
import { verifyInternalContext } from '../auth/internal-context-token.js';
import type { InternalTrust } from '../auth/internal-keys.js';

interface Locals {
  internalContext?: InternalContext;
}

/** The client's address as the gateway vouched for it; the socket's peer when the call did not come through it. */
export function clientIpOf(res: Response): string {
  return (res.locals as Locals).internalContext?.ip ?? res.req.socket.remoteAddress ?? 'unknown';
}

/**
 * How long the gateway's per-address limit holds this address off, when it is over it on a route that spares
 * known browsers (docs/decisions.md 122): the service serves a browser it knows and refuses the rest.
 */
export function overAddressLimitOf(res: Response): number | undefined {
  return (res.locals as Locals).internalContext?.overAddressLimit;
}

/** Whether the gateway vouched for a signed-in admin on this call. */
export function isAdminCall(res: Response | undefined): boolean {
  return Boolean((res?.locals as Locals | undefined)?.internalContext?.admin);
}

/** The admin the gateway checked for this call; only set on admin routes, which refuse calls without one. */
export function adminOf(res: Response): AdminIdentity {
  const admin = (res.locals as Locals).internalContext?.admin;
  if (!admin) throw new Error('adminOf() used outside an admin route');
  return admin;
}

/**
 * Reads the signed context of the call, and refuses this service's admin routes (from the shared route table)
 * without an admin in it: the second check after the gateway's, so a call straight to the service port, or one
 * with a forged or stale header, gets 401. Every other route the gateway vouches for (a public form, a guest's
 * link, the auth service's calls: `vouchedByGateway`) is refused without the gateway's context too, so nothing
 * skips its rate limits by calling the service's port (docs/decisions.md 127). Only the gateway's signature vouches
 * for an admin or a guest's call;
 * another service's (the booking service's, to the catalog) counts on `/internal/…` routes alone and never for
 * an admin (docs/decisions.md 100). `/internal/…` calls need a signed context of a trusted caller.
 */
export function internalContextGuard(service: string, trust: InternalTrust | undefined, guardedRoutes: Route[]): RequestHandler {
  const routeOf = createRouteMatcher(guardedRoutes);
  return async (req, res, next) => {
    const receivedAt = new Date();
    const header = req.header(internalContextHeader);
    const path = req.originalUrl.split('?', 1)[0]!;
    // Case-insensitive, as Express matches routes: `/INTERNAL/…` reaches the same handlers.
    const internal = /^\/internal(\/|$)/i.test(req.path);
    const verified = await verifyInternalContext(trust, header, { service, method: req.method, path }, receivedAt);
    const trusted = verified && (verified.issuer === 'gateway' || (internal && !verified.context.admin));
    const context = trusted ? verified.context : undefined;
    if (context) (res.locals as Locals).internalContext = context;
    if (!context && internal) {
      const body: ErrorResponse = { error: 'Internal calls need a signed internal context' };
      res.status(401).json(body);
      return;
    }
    const match = routeOf(req.method, req.path);
    const route = match.kind === 'found' ? match.route : undefined;
    if (route && !context && vouchedByGateway(route)) {
      const body: ErrorResponse = { error: 'This call needs the gateway’s signed context: call it through the site.' };
      res.status(401).json(body);
      return;
    }
    if (route?.access === 'admin' && !context?.admin) {
      const body: ErrorResponse = { error: authMessages.authenticationRequired };
      res.status(401).json(body);
      return;
    }
    // The role's check, again after the gateway's (docs/decisions.md 86).
    if (route?.access === 'admin' && route.ownerOnly && context?.admin?.role !== 'owner') {
      const body: ErrorResponse = { error: authMessages.ownerOnly };
      res.status(403).json(body);
      return;
    }
    // A one-time password is changed before anything else, again after the gateway's check (docs/decisions.md 133).
    if (route?.access === 'admin' && context?.admin?.mustChangePassword && !route.beforeOwnPassword) {
      const locale = requestLocale(undefined, req.header('accept-language'));
      const body: ErrorResponse = { error: localizeMessage(accountText['account.password.mustChange'], locale) };
      res.status(403).json(body);
      return;
    }
    next();
  };
}
