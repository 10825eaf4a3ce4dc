import type { AdminUser, Locale, LoginResponse } from '@ristorante/contracts';

export type SignInOutcome =
  | { kind: 'signed-in'; user: AdminUser; csrfToken: string; redirectTo: string }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'failed' };

/**
 * POST /api/admin/login. Not through the AdminClient: a 401 here means wrong credentials, not an expired
 * session to refresh. The `ok` flag decides success.
 */
export async function signIn(identifier: string, password: string, locale: Locale): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
      body: JSON.stringify({ identifier, password, locale }),
      cache: 'no-store',
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { kind: 'throttled', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60 };
  }
  const body = (await response.json().catch(() => undefined)) as LoginResponse | undefined;
  if (response.ok && body?.ok)
    return { kind: 'signed-in', user: body.user, csrfToken: body.csrfToken, redirectTo: body.redirectTo };
  if (response.status === 401) return { kind: 'invalid' };
  return { kind: 'failed' };
}
