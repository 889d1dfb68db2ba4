import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Plan once per connection and reuse the plan (a named prepared statement on PostgreSQL).
   * For hot queries whose planning costs as much as their execution. PGlite ignores it.
   */
  prepare?: boolean;
}

/** What both a connection and a transaction can do. */
export interface Queryable {
  query<T = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs SQL with several statements and no parameters (migrations, seeding DDL). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction. Inside it, every `query` on this Database (not only on
   * the `tx` argument) joins the transaction: PGlite has a single connection, and a query
   * that went around the open transaction would wait for it forever.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One name per statement text: the same text always has the same parameter types. */
function statementName(text: string): string {
  return `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/** COUNT(*) and BIGINT ids fit in a double here; money is kept in integer minor units. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const parseNumber = (value: string) => Number(value);

abstract class BaseDatabase implements Database {
  abstract readonly kind: 'pglite' | 'postgres';
  protected readonly currentTransaction = new AsyncLocalStorage<Queryable>();

  protected abstract queryOutside<T>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  protected abstract execOutside(text: string): Promise<void>;
  protected abstract runTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  abstract close(): Promise<void>;

  query<T = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    const tx = this.currentTransaction.getStore();
    return tx ? tx.query<T>(text, params, options) : this.queryOutside<T>(text, params, options);
  }

  exec(text: string): Promise<void> {
    const tx = this.currentTransaction.getStore();
    return tx ? tx.exec(text) : this.execOutside(text);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const open = this.currentTransaction.getStore();
    // A nested call joins the outer transaction, so callers can compose freely.
    if (open) return work(open);
    return this.runTransaction((tx) => this.currentTransaction.run(tx, () => work(tx)));
  }
}

class PgliteDatabase extends BaseDatabase {
  readonly kind = 'pglite' as const;
  constructor(private readonly pglite: PGlite) {
    super();
  }

  protected async queryOutside<T>(text: string, params?: readonly unknown[]) {
    const result = await this.pglite.query<T>(text, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }

  protected async execOutside(text: string) {
    await this.pglite.exec(text);
  }

  protected runTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) =>
      work({
        async query<R>(text: string, params?: readonly unknown[]) {
          const result = await tx.query<R>(text, params as unknown[] | undefined);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        },
        async exec(text: string) {
          await tx.exec(text);
        },
      }),
    );
  }

  async close() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PostgresDatabase extends BaseDatabase {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {
    super();
  }

  protected async queryOutside<T>(text: string, params?: readonly unknown[], options?: QueryOptions) {
    const result = await this.pool.query(
      options?.prepare
        ? { name: statementName(text), text, values: params as unknown[] }
        : { text, values: params as unknown[] },
    );
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
  }

  protected async execOutside(text: string) {
    await this.pool.query(text);
  }

  protected async runTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A connection that dies while checked out emits 'error'; unheard, that ends the process.
    let broken: Error | null = null;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    let open = true;
    const guard = () => {
      if (!open) throw new Error('query after the end of its transaction');
      if (broken) throw broken;
    };
    const tx: Queryable = {
      async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions) {
        guard();
        const result = await client.query(
          options?.prepare
            ? { name: statementName(text), text, values: params as unknown[] }
            : { text, values: params as unknown[] },
        );
        return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
      },
      async exec(text: string) {
        guard();
        await client.query(text);
      },
    };
    let releaseError: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        // The connection is unusable: the pool must discard it, not hand it out again.
        releaseError = rollbackError;
      });
      throw error;
    } finally {
      open = false;
      client.off('error', onError);
      client.release(releaseError ?? broken ?? undefined);
    }
  }

  async close() {
    await this.pool.end();
  }
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; "memory://" keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // The spec's 30-second request timeout: no statement may outlive the request.
      statement_timeout: 30_000,
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID ? parseNumber : pg.types.getTypeParser(oid, format),
      } as pg.CustomTypesConfig,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    return new PostgresDatabase(pool);
  }
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, {
    // Trigram search for client names (migration 010 creates the extension).
    extensions: { pg_trgm },
    parsers: { [pgliteTypes.INT8]: parseNumber, [pgliteTypes.NUMERIC]: parseNumber },
  });
  return new PgliteDatabase(pglite);
}
