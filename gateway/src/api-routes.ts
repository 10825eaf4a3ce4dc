import type { Request, RequestHandler, Response } from 'express';
import {
  accountText,
  authMessages,
  createRouteMatcher,
  internalContextHeader,
  localizeMessage,
  requestLocale,
  routeTable,
  vouchedByGateway,
  type InternalContext,
  type Route,
  type ServiceName,
} from '@ristorante/contracts';
import { gatewayRoutes } from '@ristorante/contracts/api-description';
import { signInternalContext, type InternalSigner } from '@ristorante/kit';
import { clientIp } from './guard/client-ip.js';
import { createBodyGuard } from './guard/body-guard.js';
import type { RateLimiter } from './guard/rate-limiter.js';
import { verifyAdmin } from './guard/verify-admin.js';
import { answerApiDescription } from './http/api-description.js';
import { sendError, sendJson } from './http/send-error.js';
import type { ProxyCall } from './proxy/service-proxy.js';
import type { GatewayConfig } from './gateway-config.js';
import { systemStatus } from './status/system-status.js';

/** Dot segments and encoded slashes or dots could make a path mean one thing here and another to a service. */
const ambiguousPath = /(^|\/)\.\.?(\/|$)|%2f|%2e|%5c|\\/i;

const authUnavailable = 'Signing in is unavailable right now. Please try again in a moment.';

/** 403 for a session that must choose its own password first, in the staff member's language (docs/decisions.md 133). */
const refuseUntilOwnPassword = (req: Request, res: Response) =>
  sendError(
    res,
    403,
    localizeMessage(accountText['account.password.mustChange'], requestLocale(undefined, req.get('accept-language'))),
  );

/**
 * `/api` and everything under it, case-sensitively (`/API/…` is a page address, not an API call): the two
 * status answers, then the route table, the guard and the proxy. Any other path goes on to the web app.
 */
export function apiRoutes({
  config,
  targets,
  publicPosts,
  proxy,
}: {
  config: GatewayConfig;
  targets: Record<ServiceName, URL>;
  publicPosts: RateLimiter;
  proxy: (req: Request, res: Response, call: ProxyCall) => void;
}): RequestHandler {
  const signer: InternalSigner = { issuer: 'gateway', key: config.INTERNAL_SIGNING_KEY };
  const bodies = createBodyGuard({ perAddress: config.MAX_ARRIVING_BODIES_PER_ADDRESS, timeoutMs: config.BODY_TIMEOUT_MS });
  const match = createRouteMatcher(routeTable);
  const ownPaths = new Set(gatewayRoutes.map((route) => route.path));
  const statusTargets: Record<string, URL> = {
    ...targets,
    ...(config.WORKER_URL ? { 'notification-worker': new URL(config.WORKER_URL) } : {}),
  };
  const admin = (req: Request, ip: string) =>
    verifyAdmin(req, targets.auth, { timeoutMs: config.UPSTREAM_TIMEOUT_MS, signer, ip });

  /** The status with each service's checks, for signed-in staff only. */
  async function detailedStatus(req: Request, res: Response) {
    const verdict = await admin(req, clientIp(req, config.TRUSTED_PROXY_HOPS));
    if (verdict.kind === 'unauthenticated') return sendError(res, 401, authMessages.authenticationRequired);
    if (verdict.kind !== 'admin') return sendError(res, 503, authUnavailable);
    if (verdict.admin.mustChangePassword) return refuseUntilOwnPassword(req, res);
    sendJson(res, 200, await systemStatus(statusTargets, { detailed: true }));
  }

  /**
   * The guard in front of every service: rate limits on the public forms, a live admin session (and for a change,
   * its CSRF token) on admin routes, then the call passes on with the gateway's signed context.
   */
  async function guardAndForward(req: Request, res: Response, route: Route, path: string) {
    const ip = clientIp(req, config.TRUSTED_PROXY_HOPS);
    if (!bodies.admit(req, res, ip)) return;
    const context: InternalContext = { ip };
    if (route.access === 'public' && (route.method === 'POST' || route.rateLimited)) {
      const verdict = await publicPosts.take(`${ip} ${route.path}`);
      // Where known browsers are spared, their service tells them from strangers (docs/decisions.md 122).
      if (!verdict.allowed && route.sparesKnownBrowsers) context.overAddressLimit = verdict.retryAfterSeconds;
      else if (!verdict.allowed) {
        return sendError(res, 429, authMessages.tooManyRequests, {
          'retry-after': String(verdict.retryAfterSeconds),
        });
      }
    }
    if (route.access === 'admin') {
      const verdict = await admin(req, ip);
      if (verdict.kind === 'unauthenticated') return sendError(res, 401, authMessages.authenticationRequired);
      if (verdict.kind === 'csrf-missing') return sendError(res, 403, authMessages.csrfRequired);
      if (verdict.kind === 'auth-unavailable') return sendError(res, 503, authUnavailable, { 'retry-after': '5' });
      // Staff may not edit content or accounts (docs/decisions.md 86); the service checks again.
      if (route.ownerOnly && verdict.admin.role !== 'owner') return sendError(res, 403, authMessages.ownerOnly);
      // A one-time password is changed before anything else (docs/decisions.md 133); the service checks again.
      if (verdict.admin.mustChangePassword && !route.beforeOwnPassword) return refuseUntilOwnPassword(req, res);
      context.admin = verdict.admin;
    }
    // A guest's plain read of the menu, gallery, events or reviews needs nothing vouched for: no token is signed
    // for it, and a client's own header of that name is dropped; every other call carries one, which its service
    // requires (docs/decisions.md 127).
    const method = req.method;
    const vouched = vouchedByGateway(route);
    proxy(req, res, {
      target: targets[route.service],
      service: route.service,
      setHeaders: vouched
        ? { [internalContextHeader]: await signInternalContext(signer, context, { service: route.service, method, path }) }
        : {},
      // Only the auth service reads the admin's cookies; nobody else gets them.
      dropHeaders: [...(route.service === 'auth' ? [] : ['cookie']), ...(vouched ? [] : [internalContextHeader])],
    });
  }

  return async (req, res, next) => {
    const pathname = req.path;
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return next();
    if (ambiguousPath.test(pathname)) return sendError(res, 400, 'Malformed request path');
    const method = req.method;
    // A read has no body (RFC 9110 section 9.3.1): one announced on a GET or HEAD is refused before it can hold
    // a connection to a service while the client never sends it (docs/decisions.md 103).
    if ((method === 'GET' || method === 'HEAD') && (Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding'))) {
      res.set('connection', 'close');
      return sendError(res, 400, 'A GET or HEAD request has no body');
    }
    // The gateway's own answers are counted under their own path (docs/decisions.md 118).
    if (ownPaths.has(pathname)) res.locals.route = pathname;
    if (pathname === '/api/status' && (method === 'GET' || method === 'HEAD')) {
      return sendJson(res, 200, await systemStatus(statusTargets, { detailed: false }));
    }
    if (pathname === '/api/admin/status' && (method === 'GET' || method === 'HEAD')) return detailedStatus(req, res);
    if (answerApiDescription(req, res)) return;
    const found = match(method, pathname);
    if (found.kind === 'none') return sendError(res, 404, `No route for ${method} ${pathname}`);
    if (found.kind === 'wrong-method') {
      return sendError(res, 405, `${method} is not allowed on ${pathname}`, { allow: found.allowed.join(', ') });
    }
    res.locals.service = found.route.service;
    res.locals.route = found.route.path;
    await guardAndForward(req, res, found.route, pathname);
  };
}
