export interface RateLimiter {
  /** Counts one call; answers how long to wait when the key is over its limit. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  stop(): void;
}

/**
 * A fixed window per key (client address and route), in this gateway's memory: with several gateway replicas
 * each counts its own share, which only loosens the limit by that factor.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = setInterval(() => {
    const cutoff = Date.now() - windowMs;
    for (const [key, window] of windows) if (window.start < cutoff) windows.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    take(key) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) windows.set(key, (window = { start: now, count: 0 }));
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.start + windowMs - now) / 1000) };
    },
    stop: () => clearInterval(sweep),
  };
}
