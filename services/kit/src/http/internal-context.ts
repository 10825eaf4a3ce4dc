import type { RequestHandler, Response } from 'express';
import {
  authMessages,
  createRouteMatcher,
  internalContextHeader,
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
 * with a forged or stale header, gets 401. Only the gateway's signature vouches for an admin or a guest's call;
 * another service's (the booking service's, to the catalog) counts on `/internal/…` routes alone and never for
 * an admin (docs/decisions.md 100). `/internal/…` calls need a signed context of a trusted caller.
 */
export function internalContextGuard(service: string, trust: InternalTrust | undefined, adminRoutes: Route[]): RequestHandler {
  const isAdminRoute = createRouteMatcher(adminRoutes);
  return async (req, res, next) => {
    const header = req.header(internalContextHeader);
    const path = req.originalUrl.split('?', 1)[0]!;
    // Case-insensitive, as Express matches routes: `/INTERNAL/…` reaches the same handlers.
    const internal = /^\/internal(\/|$)/i.test(req.path);
    const verified = await verifyInternalContext(trust, header, { service, method: req.method, path });
    const trusted = verified && (verified.issuer === 'gateway' || (internal && !verified.context.admin));
    const context = trusted ? verified.context : undefined;
    if (context) (res.locals as Locals).internalContext = context;
    if (!context && internal) {
      const body: ErrorResponse = { error: 'Internal calls need a signed internal context' };
      res.status(401).json(body);
      return;
    }
    const match = isAdminRoute(req.method, req.path);
    if (match.kind === 'found' && !context?.admin) {
      const body: ErrorResponse = { error: authMessages.authenticationRequired };
      res.status(401).json(body);
      return;
    }
    // The role's check, again after the gateway's (docs/decisions.md 86).
    if (match.kind === 'found' && match.route.ownerOnly && context?.admin?.role !== 'owner') {
      const body: ErrorResponse = { error: authMessages.ownerOnly };
      res.status(403).json(body);
      return;
    }
    next();
  };
}
