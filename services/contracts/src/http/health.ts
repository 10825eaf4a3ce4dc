import { z } from 'zod';

/** `/readyz` of a service: each dependency it needs, and whether it answered. */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'fail']),
  service: z.string(),
  checks: z.record(z.string(), z.string()),
  /** What it also tells, never failing over it: the outbox's backlog, `stuck: …` when events wait too long. */
  details: z.record(z.string(), z.string()).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /api/status`: the gateway's view of the whole system, shown on the /{locale}/test page. */
export const systemStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  gateway: z.literal('ok'),
  services: z.record(
    z.string(),
    z.object({
      status: z.enum(['ok', 'fail', 'unreachable']),
      /** What each service checked: empty in the public answer, filled for staff (`/api/admin/status`). */
      checks: z.record(z.string(), z.string()),
      details: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
