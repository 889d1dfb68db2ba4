import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { Database } from './database.ts';

/** Works from src/platform (tsx) and from dist (built), both two levels below apps/api... */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const apiRoot = path.basename(here) === 'dist' ? path.resolve(here, '..') : path.resolve(here, '../..');
  return path.join(apiRoot, 'migrations');
}

/** Any stable number: two processes starting at once take turns instead of both migrating. */
const MIGRATION_LOCK_KEY = 7_320_114;

/**
 * Brings the schema to `target` (the newest by default; "000" undoes every migration). Runs
 * in one transaction under an advisory lock, so it is idempotent and safe to run from
 * several instances at once: an instance that waits finds the work done.
 */
export async function migrate(db: Database, target = 'max'): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Migrations may take longer than a request's statement timeout, and may wait for the lock.
    if (db.kind === 'postgres') await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const { rows } = await tx.query<{ name: string }>('SELECT current_database() AS name');
    const postgrator = new Postgrator({
      migrationPattern: path.join(migrationsFolder(), '*.sql'),
      driver: 'pg',
      database: rows[0]!.name,
      schemaTable: 'schema_migrations',
      execQuery: (sql: string) => tx.query(sql),
      execSqlScript: (sql: string) => tx.exec(sql),
    });
    const applied = await postgrator.migrate(target);
    return applied.map((migration) => `${migration.version} ${migration.action} ${migration.name}`);
  });
}
