import type { Route } from './route-table.js';

export type RouteMatch = { kind: 'found'; route: Route } | { kind: 'wrong-method'; allowed: string[] } | { kind: 'none' };

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
}

/**
 * `/api/menu/:id` → `^/api/menu/[^/]+/?$`, ids being single path segments. Case-insensitive and with an optional
 * trailing slash, as Express routes by default: the guard must match every path the service's router would.
 */
function compile(route: Route): CompiledRoute {
  const source = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`, 'i') };
}

/** Finds the route for a request; tells a wrong method (405) apart from an unknown path (404). */
export function createRouteMatcher(routes: Route[]): (method: string, pathname: string) => RouteMatch {
  const compiled = routes.map(compile);
  return (method, pathname) => {
    const onPath = compiled.filter(({ pattern }) => pattern.test(pathname));
    if (onPath.length === 0) return { kind: 'none' };
    const wanted = method === 'HEAD' ? 'GET' : method;
    const found = onPath.find(({ route }) => route.method === wanted);
    if (found) return { kind: 'found', route: found.route };
    return { kind: 'wrong-method', allowed: [...new Set(onPath.map(({ route }) => route.method))] };
  };
}
