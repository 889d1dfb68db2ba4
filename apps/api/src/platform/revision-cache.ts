import { type ContentCoding, type EncodedBodies, encodeBodies } from './content-encoding.ts';
import type { Database, Queryable } from './database.ts';

export interface CachedDocument<T> {
  revision: number;
  value: T;
  /**
   * The value serialised and compressed once per revision, so a hit costs neither
   * JSON.stringify nor compression.
   */
  bodies: EncodedBodies;
  /** One entity tag per coding: the variants are different bytes. */
  etags: Record<ContentCoding, string>;
}

/**
 * Keeps a document built from the catalog until the catalog revision (bumped by triggers in
 * the same transaction as any change) moves. The revision is read at most once per
 * `recheckMs`, so a burst of requests costs one tiny query, and a change is seen within
 * that interval (plus the re-read and rebuild) on every instance. Only the very first request
 * waits for the database; later ones get the document in hand while it is re-checked.
 */
export function createRevisionCache<T>(
  db: Database,
  name: string,
  build: (tx: Queryable) => Promise<T>,
  options: { recheckMs?: number; now?: () => number } = {},
) {
  const recheckMs = options.recheckMs ?? 1000;
  const now = options.now ?? Date.now;
  let cached: CachedDocument<T> | null = null;
  let checkedAt = 0;
  let pending: Promise<CachedDocument<T>> | null = null;

  let epoch = '';
  async function currentRevision(tx: Queryable): Promise<number> {
    const { rows } = await tx.query<{ revision: number; epoch: string }>(
      'SELECT revision, epoch FROM catalog_revision',
    );
    epoch = rows[0]?.epoch ?? '';
    return rows[0]?.revision ?? 0;
  }

  async function rebuild(): Promise<CachedDocument<T>> {
    // One snapshot: the revision and the document it describes are read together.
    const document = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const revision = await currentRevision(tx);
      const value = await build(tx);
      return { revision, value };
    });
    const bodies = await encodeBodies(JSON.stringify(document.value));
    const tag = `${name}-${epoch}-${document.revision}`;
    const etags = { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gzip"` };
    return { ...document, bodies, etags };
  }

  async function refresh(): Promise<CachedDocument<T>> {
    const startedAt = now();
    try {
      const revision = await currentRevision(db);
      if (!cached || cached.revision !== revision) cached = await rebuild();
      checkedAt = startedAt;
      return cached;
    } catch (error) {
      // The database is briefly unreachable: a document a second old beats an error page.
      if (cached) return cached;
      throw error;
    }
  }

  return {
    get(): Promise<CachedDocument<T>> {
      if (cached && now() - checkedAt < recheckMs) return Promise.resolve(cached);
      // Concurrent misses share one refresh.
      pending ??= refresh().finally(() => {
        pending = null;
      });
      // While the revision is re-read (and a new document built), the one in hand is served:
      // otherwise every request arriving in that moment, once a second, waits for the
      // database, and under load those waits were the p99 (docs/performance.md).
      if (cached) return Promise.resolve(cached);
      return pending;
    },
    /** Settles when the re-check under way, if any, has finished. */
    async settled(): Promise<void> {
      await pending?.catch(() => undefined);
    },
  };
}
