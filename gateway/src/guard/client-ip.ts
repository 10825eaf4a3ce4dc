import type http from 'node:http';

/**
 * The guest's address: the socket's peer, or, behind `trustedHops` proxies (Nginx: 1), the entry those proxies
 * appended to X-Forwarded-For. Entries further left are whatever the client claimed, and are never believed.
 */
export function clientIp(req: http.IncomingMessage, trustedHops: number): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket.remoteAddress ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}
