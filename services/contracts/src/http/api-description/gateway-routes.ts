import type { Route } from '../route-table.js';

/** Where the gateway answers the API's description: the document, the page, the page's stylesheet. */
export const apiDescriptionPaths = {
  document: '/api/openapi.json',
  page: '/api/docs',
  stylesheet: '/api/docs.css',
} as const;

/** A route the document describes: one of the route table's, or one the gateway answers itself. */
export type ApiRoute = Omit<Route, 'service'> & { service: Route['service'] | 'gateway' };

/**
 * What the gateway answers itself, before the route table is read (gateway/src/api-routes.ts): the system's status,
 * and this description.
 */
export const gatewayRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/status', service: 'gateway', access: 'public' },
  { method: 'GET', path: '/api/admin/status', service: 'gateway', access: 'admin' },
  { method: 'GET', path: apiDescriptionPaths.document, service: 'gateway', access: 'public' },
  { method: 'GET', path: apiDescriptionPaths.page, service: 'gateway', access: 'public' },
  { method: 'GET', path: apiDescriptionPaths.stylesheet, service: 'gateway', access: 'public' },
];
