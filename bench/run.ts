/**
 * npm run bench: loads 100,000 clients into a fresh database, then measures the read
 * endpoints under load beside a bare Fastify route that returns JSON of the same size from
 * memory, in the same run, and prints each ratio. Not a test: it prints figures.
 *
 * BENCH_DATABASE_URL=postgres://user@host:5432/postgres runs it on PostgreSQL (a database
 * petal_bench is created there and dropped after); without it, on PGlite in a temp folder.
 * BENCH_CLIENTS, BENCH_SECONDS and BENCH_CONNECTIONS change the size and the load.
 *
 * Every request says `accept-encoding: br, gzip`, as a browser does, and the bare route
 * returns the bytes the API sent for it (compressed, with the same Content-Encoding), so both
 * move the same bytes. BENCH_ACCEPT_ENCODING changes the header; set it to "" for none.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { syncCountries } from '../apps/api/src/modules/client-data/reference-data.ts';
import { generateDemoData } from '../apps/api/src/modules/demo-data/generate-demo-data.ts';
import { type Database, openDatabase } from '../apps/api/src/platform/database.ts';
import { migrate } from '../apps/api/src/platform/migrations.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clients = Number(process.env.BENCH_CLIENTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const verifyKey = 'bench-verify-key-0123456789';
const serverUrl = process.env.BENCH_DATABASE_URL;
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';

async function openBenchDatabase(): Promise<{ db: Database; cleanup: () => Promise<void> }> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'petal-bench-'));
    const db = await openDatabase({ dataDir: dir });
    return {
      db,
      cleanup: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS petal_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE petal_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/petal_bench';
  const db = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 20 });
  return {
    db,
    cleanup: async () => {
      await db.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query('DROP DATABASE IF EXISTS petal_bench WITH (FORCE)');
      await again.end();
    },
  };
}

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time of this process (the servers) per answered request: unlike latency, hardly moved by other work on the machine. */
  cpuMicrosPerRequest: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function load(
  url: string,
  options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  duration = seconds,
) {
  const args = [
    path.join(root, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(connections),
  ];
  args.push('-d', String(duration), '-m', options.method);
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(url);
  return new Promise<LoadResult>((resolve, reject) => {
    const cpuBefore = process.cpuUsage();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const cpu = process.cpuUsage(cpuBefore);
      const result = JSON.parse(output);
      resolve({
        cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

const { db, cleanup } = await openBenchDatabase();
try {
  console.log(`Database: ${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  await migrate(db);
  await syncCountries(db);
  const started = Date.now();
  const summary = await generateDemoData(db, { clients });
  console.log(
    `Loaded ${summary.clients} clients, ${summary.reviews} reviews, ${summary.members} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const mediaDir = mkdtempSync(path.join(tmpdir(), 'petal-bench-media-'));
  const app = await buildApp(
    {
      VERIFY_KEY: verifyKey,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      mediaDir,
      outboxFile: path.join(mediaDir, 'outbox.jsonl'),
      MAIL_FROM: 'Petal <no-reply@petal.invalid>',
    },
    db,
  );
  const appUrl = await listen(app);
  const guest = await fetch(`${appUrl}/api/auth/guest`, {
    method: 'POST',
    headers: { [VERIFY_KEY_HEADER]: verifyKey, 'content-type': 'application/json' },
    body: '{}',
  }).then((response) => response.json() as Promise<{ token: string }>);
  const headers: Record<string, string> = {
    [VERIFY_KEY_HEADER]: verifyKey,
    authorization: `Bearer ${guest.token}`,
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  };

  // The busiest country + region 2 + type combination: the filter a guest uses most.
  const { rows: busiest } = await db.query<{ country_id: number; region2_id: number; type_id: number }>(
    `SELECT country_id, region2_id, type_id FROM clients WHERE ad_enabled
      GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
  );
  const endpoints = [
    { name: 'GET /api/clientData/describe', path: '/api/clientData/describe', method: 'GET' as const },
    {
      name: 'POST /api/viewer/client/find (country + region 2 + type, 20 per page)',
      path: '/api/viewer/client/find',
      method: 'POST' as const,
      body: JSON.stringify({ ...busiest[0], sort: 'newest', limit: 20 }),
    },
    {
      name: 'POST /api/clientType/statistics/summary',
      path: '/api/clientType/statistics/summary',
      method: 'POST' as const,
      body: '{}',
    },
  ];

  // The bare baseline: the same bytes, from memory, with no rules, database, cache or
  // compression logic. inject hands over the bytes as sent (fetch would decompress them).
  const bare = Fastify({ logger: false });
  const bareBodies = new Map<string, { bytes: Buffer; coding: string | undefined; jsonBytes: number }>();
  for (const endpoint of endpoints) {
    const sentHeaders: Record<string, string> = {
      ...headers,
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    };
    const request = {
      method: endpoint.method,
      url: endpoint.path,
      headers: sentHeaders,
      ...(endpoint.body ? { payload: endpoint.body } : {}),
    };
    const { 'accept-encoding': _, ...plainHeaders } = sentHeaders;
    const [sent, plain] = await Promise.all([
      app.inject(request),
      app.inject({ ...request, headers: plainHeaders }),
    ]);
    if (sent.statusCode !== 200) throw new Error(`${endpoint.name}: ${sent.statusCode}`);
    const coding = sent.headers['content-encoding'];
    bareBodies.set(endpoint.path, {
      bytes: sent.rawPayload,
      coding: typeof coding === 'string' ? coding : undefined,
      jsonBytes: plain.rawPayload.length,
    });
  }
  for (const [route, body] of bareBodies) {
    bare.route({
      method: ['GET', 'POST'],
      url: route,
      handler: (_request, reply) => {
        if (body.coding) reply.header('content-encoding', body.coding).header('vary', 'accept-encoding');
        return reply.type('application/json; charset=utf-8').send(body.bytes);
      },
    });
  }
  const bareUrl = await listen(bare);

  console.log(
    `\nLoad: ${connections} connections, ${seconds} s per run (after a 2 s warm-up), accept-encoding: ${acceptEncoding || '(none)'}`,
  );
  // Other work on the machine shows here: the figures mean little when this is well above 0.
  console.log(
    `Machine load average before the runs (1 / 5 min): ${loadavg()[0]!.toFixed(1)} / ${loadavg()[1]!.toFixed(1)}\n`,
  );
  const rows: string[] = [];
  for (const endpoint of endpoints) {
    const request = {
      method: endpoint.method,
      headers: { ...headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
      ...(endpoint.body ? { body: endpoint.body } : {}),
    };
    await load(`${appUrl}${endpoint.path}`, request, 2);
    await load(`${bareUrl}${endpoint.path}`, request, 2);
    const real = await load(`${appUrl}${endpoint.path}`, request);
    const baseline = await load(`${bareUrl}${endpoint.path}`, request);
    const body = bareBodies.get(endpoint.path)!;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`${endpoint.name}: done; load average ${loadavg()[0]!.toFixed(1)}`);
    rows.push(
      [
        endpoint.name,
        body.coding ? `${kb(body.jsonBytes)}, ${body.coding} ${kb(body.bytes.length)}` : kb(body.jsonBytes),
        real.requestsPerSecond.toFixed(0),
        `${real.p50} / ${real.p99}`,
        baseline.requestsPerSecond.toFixed(0),
        `${baseline.p50} / ${baseline.p99}`,
        (real.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
        `${real.cpuMicrosPerRequest.toFixed(0)} / ${baseline.cpuMicrosPerRequest.toFixed(0)}`,
        String(real.non2xx + real.errors),
      ].join(' | '),
    );
  }
  console.log(
    '| endpoint | body (JSON, as sent) | req/s | p50 / p99 ms | bare req/s | bare p50 / p99 ms | ratio | server CPU µs/req (app / bare) | failed |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
  await app.close();
  await bare.close();
} finally {
  await cleanup();
}
