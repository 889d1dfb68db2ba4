import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database.ts';
import { createRevisionCache } from './revision-cache.ts';

/** A catalog whose revision the test moves, and whose revision reads it can hold back. */
function fakeCatalog() {
  let revision = 1;
  let hold: Promise<void> | null = null;
  const query = (async (text: string) => {
    if (text.includes('catalog_revision')) await hold;
    return { rows: [{ revision, epoch: 'e0' }] };
  }) as Queryable['query'];
  const db = {
    kind: 'pglite',
    query,
    exec: async () => undefined,
    transaction: async <T>(work: (tx: Queryable) => Promise<T>) => work(db),
    close: async () => undefined,
  } as Database;
  return {
    db,
    setRevision(next: number) {
      revision = next;
    },
    /** Revision reads wait until the returned function is called. */
    holdReads() {
      let release: () => void = () => undefined;
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('createRevisionCache', () => {
  it('builds once per revision, in every coding, and serves the document in hand while it re-checks', async () => {
    const catalog = fakeCatalog();
    let time = 0;
    let builds = 0;
    const cache = createRevisionCache(catalog.db, 'doc', async () => ({ build: ++builds }), {
      now: () => time,
    });

    const first = await cache.get();
    expect(first.value).toEqual({ build: 1 });
    expect(first.etags).toEqual({ identity: '"doc-e0-1"', br: '"doc-e0-1-br"', gzip: '"doc-e0-1-gzip"' });
    expect(JSON.parse(brotliDecompressSync(first.bodies.br).toString())).toEqual({ build: 1 });
    time = 999;
    expect(await cache.get()).toBe(first);

    // A second on, the catalog changed, and the revision read is slow: no request waits for it.
    time = 1000;
    catalog.setRevision(2);
    const release = catalog.holdReads();
    expect(await cache.get()).toBe(first);
    expect(await cache.get()).toBe(first);
    release();
    await cache.settled();
    const next = await cache.get();
    expect(next.value).toEqual({ build: 2 });
    expect(next.etags.identity).toBe('"doc-e0-2"');
    expect(builds).toBe(2);
  });

  it('makes the first request wait for the first document', async () => {
    const catalog = fakeCatalog();
    const release = catalog.holdReads();
    const cache = createRevisionCache(catalog.db, 'doc', async () => ({ ok: true }));
    let done = false;
    const first = cache.get().then((document) => {
      done = true;
      return document;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    expect((await first).value).toEqual({ ok: true });
  });
});
