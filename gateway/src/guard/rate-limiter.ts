import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
  type RateLimiterInsuredAbstract,
} from 'rate-limiter-flexible';

/** How long a count may take before this replica counts in memory instead: a guest's form never waits on it. */
const storeTimeoutMs = 500;
import type { Pool } from '@ristorante/kit';

export interface RateLimiter {
  /** Counts one call; answers how long to wait when the key is over its limit. */
  take(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

/**
 * A fixed window per key (client address and route), counted in PostgreSQL when the gateway has a database, so
 * every replica counts against one limit and `--scale gateway=3` does not triple it (docs/decisions.md 118).
 * Should the database not answer within half a second (down, slow, or no connection free), each replica counts in
 * its own memory meanwhile (rate-limiter-flexible's insurance limiter): the limit loosens by the number of replicas
 * for that while, and no guest waits longer or gets an error for it. Without a database (a lone gateway in tests),
 * memory only.
 */
export function createRateLimiter({
  limit,
  windowMs,
  pool,
}: {
  limit: number;
  windowMs: number;
  pool: Pool | undefined;
}): RateLimiter {
  const window = { points: limit, duration: windowMs / 1000, keyPrefix: 'public' };
  const memory = new RateLimiterMemory(window);
  const limiter: RateLimiterAbstract | RateLimiterInsuredAbstract = pool
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterPostgres({
          ...window,
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          // The gateway's migration made it (migrations/): the library's own CREATE would race replicas.
          tableCreated: true,
        }),
        timeoutMs: storeTimeoutMs,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
