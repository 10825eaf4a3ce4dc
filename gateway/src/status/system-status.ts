import http from 'node:http';
import { readinessSchema, type SystemStatus } from '@ristorante/contracts';

const statusTimeoutMs = 2_000;

type ServiceStatus = SystemStatus['services'][string];

/** A readiness answer as the service sent it, or a plain 'fail' when it is not one (an HTML error page, say). */
function parseReadiness(body: string): ServiceStatus {
  try {
    const parsed = readinessSchema.safeParse(JSON.parse(body));
    if (parsed.success) return { status: parsed.data.status, checks: parsed.data.checks };
  } catch {
    // not JSON
  }
  return { status: 'fail', checks: {} };
}

function readiness(target: URL, agent: http.Agent): Promise<ServiceStatus> {
  return new Promise((resolve) => {
    const request = http.get(new URL('/readyz', target), { agent, timeout: statusTimeoutMs }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(parseReadiness(Buffer.concat(chunks).toString())));
      answer.on('error', () => resolve({ status: 'fail', checks: {} }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 'unreachable', checks: {} }));
  });
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
