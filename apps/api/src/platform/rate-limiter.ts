/**
 * Counts attempts per key in fixed windows, in this process. Enough for one instance and
 * for the embedded default; several instances would share counts through Redis (REDIS_URL,
 * architecture notes) behind this same interface.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetsAt <= time) windows.delete(key);
  }

  return {
    /** Counts one attempt; returns false when the key has used up its window. */
    hit(key: string, limit: RateLimit): boolean {
      const time = now();
      sweep(time);
      const window = windows.get(key);
      if (!window || window.resetsAt <= time) {
        windows.set(key, { count: 1, resetsAt: time + limit.windowMs });
        return true;
      }
      window.count++;
      return window.count <= limit.max;
    },
    /** Forgets a key, e.g. an account's failed logins after a successful one. */
    reset(key: string) {
      windows.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
