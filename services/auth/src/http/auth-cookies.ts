import type { Request, Response } from 'express';
import { adminCookies } from '@ristorante/contracts';
import { readCookie } from '@ristorante/kit';

export const accessCookieOf = (req: Request) => readCookie(req.header('cookie'), adminCookies.access.name);
export const refreshCookieOf = (req: Request) => readCookie(req.header('cookie'), adminCookies.refresh.name);

/** `Secure` whenever the guest reached us over TLS (Nginx or a load balancer in front says so). */
const overTls = (req: Request) => req.secure || req.header('x-forwarded-proto') === 'https';

export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: { access: string; refresh: string },
  ttlSeconds: { access: number; refresh: number },
): void {
  for (const kind of ['access', 'refresh'] as const) {
    res.cookie(adminCookies[kind].name, tokens[kind], {
      httpOnly: true,
      sameSite: 'strict',
      secure: overTls(req),
      path: adminCookies[kind].path,
      maxAge: ttlSeconds[kind] * 1000,
    });
  }
}

export function clearSessionCookies(req: Request, res: Response): void {
  for (const kind of ['access', 'refresh'] as const) {
    res.clearCookie(adminCookies[kind].name, {
      httpOnly: true,
      sameSite: 'strict',
      secure: overTls(req),
      path: adminCookies[kind].path,
    });
  }
}
