import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { syncCountries } from './modules/client-data/reference-data.ts';
import { seedDemoDataIfEmpty } from './modules/demo-data/generate-demo-data.ts';
import { writePlaceholderImages } from './modules/demo-data/placeholder-images.ts';
import { type Database, openDatabase } from './platform/database.ts';
import { migrate } from './platform/migrations.ts';

export function mediaDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'media');
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
}

/**
 * Everything a start needs, in order: the schema, the reference data, demo data on an empty
 * catalog, then the server. Returns the app (not yet listening) and its database.
 */
export async function prepareServer(
  config: Config,
  log: (message: string) => void,
): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await openConfiguredDatabase(config);
  try {
    const applied = await migrate(db);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
    await syncCountries(db);
    const mediaDir = mediaDirectory(config);
    await writePlaceholderImages(mediaDir);
    const started = Date.now();
    const summary =
      config.DEMO_CLIENTS > 0 ? await seedDemoDataIfEmpty(db, { clients: config.DEMO_CLIENTS }) : null;
    if (summary) {
      log(
        `empty catalog: loaded demo data (${summary.clients} clients, ${summary.members} members, ` +
          `${summary.reviews} reviews) in ${Date.now() - started} ms`,
      );
    }
    const outboxFile = path.join(config.DATA_DIR, 'outbox', 'messages.jsonl');
    if (!config.SMTP_URL || !config.SMS_WEBHOOK_URL) {
      log(`verification codes without a provider are written to the development outbox: ${outboxFile}`);
    }
    const app = await buildApp({ ...config, mediaDir, outboxFile }, db);
    return { app, db };
  } catch (error) {
    await db.close();
    throw error;
  }
}
