import type http from 'node:http';
import { readinessSchema, type SystemStatus } from '@ristorante/contracts';
import { callService } from '../http/call-service.js';

const statusTimeoutMs = 2_000;

type ServiceStatus = SystemStatus['services'][string];

/** A service's `/readyz` as it sent it; a plain 'fail' when the answer is not one (an HTML error page, say). */
async function readiness(target: URL, agent: http.Agent): Promise<ServiceStatus> {
  const answer = await callService(new URL('/readyz', target), { agent, timeoutMs: statusTimeoutMs });
  if (answer.kind === 'unreachable') return { status: 'unreachable', checks: {} };
  const parsed = answer.kind === 'answered' ? readinessSchema.safeParse(answer.body) : undefined;
  return parsed?.success ? { status: parsed.data.status, checks: parsed.data.checks } : { status: 'fail', checks: {} };
}

/** Every service's `/readyz` at once: what the /{locale}/test page shows (design brief, decision 12). */
export async function systemStatus(targets: Record<string, URL>, agent: http.Agent): Promise<SystemStatus> {
  const entries = await Promise.all(
    Object.entries(targets).map(async ([name, target]) => [name, await readiness(target, agent)] as const),
  );
  const services = Object.fromEntries(entries);
  const allOk = entries.every(([, service]) => service.status === 'ok');
  return { status: allOk ? 'ok' : 'degraded', gateway: 'ok', services };
}
