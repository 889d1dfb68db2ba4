import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { syncCountries } from '../src/modules/client-data/reference-data.ts';
import { generateDemoData } from '../src/modules/demo-data/generate-demo-data.ts';
import { type Database, openDatabase } from '../src/platform/database.ts';
import { migrate } from '../src/platform/migrations.ts';

export const TEST_VERIFY_KEY = 'test-verify-key-0123456789';
/** A fixed clock for demo data, so every run sees the same rows. */
export const TEST_NOW = new Date('2026-11-20T12:00:00Z');

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `drop`).
 */
export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, drop: () => db.close() };
  }
  const name = `petal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 5 });
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  mediaDir: string;
  /** Messages written to the development outbox, newest last. */
  outbox(): { channel: string; to: string; subject: string; text: string }[];
  /** Headers of a guest: the verify key and a fresh guest token. */
  guestHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** The whole API on a fresh database, migrated, with `demoClients` demo clients loaded. */
export async function startTestApp(
  options: { demoClients?: number; smtpUrl?: string; smsWebhookUrl?: string } = {},
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  await syncCountries(db);
  const demoClients = options.demoClients ?? 80;
  if (demoClients > 0) await generateDemoData(db, { clients: demoClients, now: TEST_NOW });
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'petal-media-'));
  const app = await buildApp(
    {
      VERIFY_KEY: TEST_VERIFY_KEY,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
      mediaDir,
      outboxFile: path.join(mediaDir, 'outbox.jsonl'),
      MAIL_FROM: 'Petal <no-reply@petal.invalid>',
      SMTP_URL: options.smtpUrl,
      SMS_WEBHOOK_URL: options.smsWebhookUrl,
    },
    db,
  );
  return {
    app,
    db,
    mediaDir,
    outbox() {
      const file = path.join(mediaDir, 'outbox.jsonl');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
    },
    async guestHeaders() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
        payload: {},
      });
      if (response.statusCode !== 200)
        throw new Error(`guest token: ${response.statusCode} ${response.body}`);
      return { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY, authorization: `Bearer ${response.json().token}` };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
