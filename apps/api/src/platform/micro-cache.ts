import { type PreparedJson, prepareJson } from './content-encoding.ts';

/**
 * Keeps answers to identical requests for a moment. Under load many visitors ask for the same
 * page within the same second; they share one database query, one serialisation and one
 * compression per coding (`preparedBody`). An answer
 * is at most `ttlMs` old. Concurrent misses for one key share one computation.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { prepared: PreparedJson; until: number }>();
  const pending = new Map<string, Promise<PreparedJson>>();

  return {
    /** The answer for `key` if one is kept and fresh: the common case, without a promise. */
    peek(key: string): PreparedJson | undefined {
      const hit = entries.get(key);
      return hit && hit.until > now() ? hit.prepared : undefined;
    },

    async get(key: string, compute: () => Promise<unknown>): Promise<PreparedJson> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.prepared;
      const running = pending.get(key);
      if (running) return running;
      const computing = compute()
        .then((value) => {
          const prepared = prepareJson(JSON.stringify(value));
          if (entries.size >= options.maxEntries) entries.clear();
          entries.set(key, { prepared, until: now() + options.ttlMs });
          return prepared;
        })
        .finally(() => pending.delete(key));
      pending.set(key, computing);
      return computing;
    },
  };
}
