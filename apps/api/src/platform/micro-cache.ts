/**
 * Keeps answers to identical requests for a moment. Under load many visitors ask for the same
 * page within the same second; they share one database query and one serialisation. An answer
 * is at most `ttlMs` old. Concurrent misses for one key share one computation.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { json: string; until: number }>();
  const pending = new Map<string, Promise<string>>();

  return {
    async get(key: string, compute: () => Promise<unknown>): Promise<string> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.json;
      const running = pending.get(key);
      if (running) return running;
      const computing = compute()
        .then((value) => {
          const json = JSON.stringify(value);
          if (entries.size >= options.maxEntries) entries.clear();
          entries.set(key, { json, until: now() + options.ttlMs });
          return json;
        })
        .finally(() => pending.delete(key));
      pending.set(key, computing);
      return computing;
    },
  };
}
