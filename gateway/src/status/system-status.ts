import { readinessSchema, type SystemStatus } from '@ristorante/contracts';
import { callService } from '../http/call-service.js';

const statusTimeoutMs = 2_000;

type ServiceStatus = SystemStatus['services'][string];

/** A service's `/readyz` as it sent it; a plain 'fail' when the answer is not one (an HTML error page, say). */
async function readiness(target: URL, detailed: boolean): Promise<ServiceStatus> {
  const answer = await callService(new URL('/readyz', target), { timeoutMs: statusTimeoutMs });
  if (answer.kind === 'unreachable') return { status: 'unreachable', checks: {} };
  const parsed = answer.kind === 'answered' ? readinessSchema.safeParse(answer.body) : undefined;
  if (!parsed?.success) return { status: 'fail', checks: {} };
  const { status, checks, details } = parsed.data;
  return detailed ? { status, checks, ...(details ? { details } : {}) } : { status, checks: {} };
}

/**
 * Every service's `/readyz` at once: what the /{locale}/test page shows (docs/decisions.md 8 and 103). Anyone sees
 * each service's state; what failed inside it (the database, the bus, the outbox) only staff (docs/decisions.md
 * 98), since it tells an attacker which part to push on.
 */
export async function systemStatus(targets: Record<string, URL>, { detailed }: { detailed: boolean }): Promise<SystemStatus> {
  const entries = await Promise.all(
    Object.entries(targets).map(async ([name, target]) => [name, await readiness(target, detailed)] as const),
  );
  const services = Object.fromEntries(entries);
  const allOk = entries.every(([, service]) => service.status === 'ok');
  return { status: allOk ? 'ok' : 'degraded', gateway: 'ok', services };
}
