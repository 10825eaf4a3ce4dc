import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import { baseUrl } from './browser.js';
import { staffLogin } from './staff.js';

/**
 * The admin API as staff reach it, signed in (with the run's first admin, an owner, unless another login is
 * given): session cookies and the CSRF token.
 * The e2e stack's access token lives seconds (`E2E_ACCESS_TOKEN_TTL_SECONDS`): a 401 is answered as the
 * dashboard answers it, with one refresh and the call again.
 */
export interface AdminApi {
  get<T>(path: string): Promise<T>;
  /** An unsafe call (POST, PUT, PATCH, DELETE) with the CSRF header; answers the status. */
  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  dispose(): Promise<void>;
}

export async function signedInAdminApi(login: { identifier: string; password: string } = staffLogin): Promise<AdminApi> {
  const context: APIRequestContext = await request.newContext({ baseURL: baseUrl });
  const signedIn = await context.post('/api/admin/login', {
    data: { identifier: login.identifier, password: login.password },
  });
  if (!signedIn.ok()) throw new Error(`admin login answered ${signedIn.status()}`);
  let { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  const call = async (method: string, path: string, body?: unknown): Promise<APIResponse> => {
    const attempt = () => context.fetch(path, { method, headers: { 'x-csrf-token': csrfToken }, data: body });
    const response = await attempt();
    if (response.status() !== 401) return response;
    const refresh = await context.post('/api/admin/refresh', { headers: { 'x-csrf-token': csrfToken } });
    if (!refresh.ok()) throw new Error(`admin refresh answered ${refresh.status()}`);
    ({ csrfToken } = (await refresh.json()) as { csrfToken: string });
    return attempt();
  };
  return {
    async get<T>(path: string) {
      const response = await call('GET', path);
      if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
      return (await response.json()) as T;
    },
    async send(method, path, body) {
      const response = await call(method, path, body);
      const text = await response.text();
      return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    dispose: () => context.dispose(),
  };
}
