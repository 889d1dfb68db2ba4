/**
 * npm run bench:lighthouse: Lighthouse (mobile, performance only) on the built app, as a first
 * visitor sees it. Not a test and not part of npm test or CI: it prints figures, and exits
 * non-zero when a page scores under LIGHTHOUSE_MIN_SCORE (90), so it can be used as a check.
 *
 * It builds nothing: run `npm run build` first. It starts `node apps/api/dist/main.js`
 * (NODE_ENV=production, a fresh temp DATA_DIR on the embedded database, DEMO_CLIENTS=400),
 * waits for /api/health, asks the API for a real client id (guest token, then find), runs
 * Lighthouse on / and on /ad-blog/{id} in Chromium, prints a table, and stops the server.
 *
 * A first visit: Lighthouse starts from empty storage, so the 18+ notice (local storage
 * `adultConfirmed`, decision 013) is on screen, as for every new visitor.
 *
 * CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (runs per page, default 3; the
 * median by score is shown), LIGHTHOUSE_PORT and LIGHTHOUSE_CHROME_PORT (default: free ports
 * from the system), LIGHTHOUSE_REPORT_DIR (default: a temp folder) change it;
 * LIGHTHOUSE_SAVE_TRACES=1 also writes each run's trace beside its report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/api/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const minScore = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 90);
const saveTraces = process.env.LIGHTHOUSE_SAVE_TRACES === '1';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, serverLog: () => string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`the server stopped (${server.exitCode}):\n${serverLog()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no /api/health within 120 s:\n${serverLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function postJson<T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** A real listed client, the way the web app asks: verify key, guest token, then find. */
async function firstClientId(baseUrl: string, verifyKey: string): Promise<number> {
  const key = { [VERIFY_KEY_HEADER]: verifyKey };
  const { token } = await postJson<{ token: string }>(`${baseUrl}/api/auth/guest`, key, {});
  const page = await postJson<{ items: { client_id: number }[] }>(
    `${baseUrl}/api/viewer/client/find`,
    { ...key, authorization: `Bearer ${token}` },
    { limit: 1 },
  );
  const id = page.items[0]?.client_id;
  if (id === undefined) throw new Error('find returned no client');
  return id;
}

interface PageFigures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
  report: string;
}

async function audit(url: string, chromePort: number, reportDir: string, label: string, run: number) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance'] },
    // The default configuration: mobile form factor (Moto G Power screen, 4x CPU slowdown,
    // simulated slow 4G), performance category only.
    { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const reports = Array.isArray(result.report) ? result.report : [result.report];
  const base = path.join(reportDir, `${label}-${run}`);
  writeFileSync(`${base}.json`, reports[0]!);
  writeFileSync(`${base}.html`, reports[1] ?? '');
  // The raw trace, for reading the main thread's tasks (chrome://tracing, or a script).
  if (saveTraces) writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined
  )?.items;
  const lcpNode = (lcpItems?.[0] as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]
    ?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    lcpElement: lcpNode?.snippet ?? '(none)',
    report: `${base}.html`,
  } satisfies PageFigures;
}

function median(figures: PageFigures[]): PageFigures {
  const sorted = [...figures].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

if (!existsSync(serverEntry) || !existsSync(webIndex)) {
  console.error('No built app: run `npm run build` first (apps/api/dist and apps/web/dist).');
  process.exit(2);
}

const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
const chromePort = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? (await freePort()));
const dataDir = mkdtempSync(path.join(tmpdir(), 'petal-lighthouse-data-'));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ?? mkdtempSync(path.join(tmpdir(), 'petal-lighthouse-'));
mkdirSync(reportDir, { recursive: true });
const verifyKey = `lighthouse-${randomBytes(12).toString('hex')}`;
const baseUrl = `http://127.0.0.1:${port}`;

// Only what this run chooses: no DATABASE_URL from the shell, so it is the embedded database.
const { DATABASE_URL: _url, DATABASE_READ_URL: _readUrl, ...inherited } = process.env;
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_CLIENTS: '400',
    VERIFY_KEY: verifyKey,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const log: Buffer[] = [];
server.stdout?.on('data', (chunk: Buffer) => log.push(chunk));
server.stderr?.on('data', (chunk: Buffer) => log.push(chunk));
const serverLog = () => Buffer.concat(log).toString();
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function stop() {
  await chrome?.kill();
  chrome = undefined;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().finally(() => process.exit(130));
  });
}

let failed = false;
try {
  await waitForHealth(baseUrl, server, serverLog);
  const clientId = await firstClientId(baseUrl, verifyKey);
  const pages = [
    { label: 'home', path: '/' },
    { label: 'client-profile', path: `/ad-blog/${clientId}` },
  ];
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, port: chromePort });
  console.log(
    `Lighthouse (mobile, first visit: the 18+ notice shows) on ${baseUrl}, ${runs} run(s) per page, median by score`,
  );
  // Simulated throttling scales the CPU time it observes: other work on the machine lowers scores.
  console.log(
    `Machine load average (1 / 5 min): ${loadavg()[0]!.toFixed(1)} / ${loadavg()[1]!.toFixed(1)}\n`,
  );
  const rows: string[] = [];
  for (const page of pages) {
    const figures: PageFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      figures.push(await audit(`${baseUrl}${page.path}`, chrome.port, reportDir, page.label, run));
    }
    const shown = median(figures);
    if (shown.score < minScore) failed = true;
    rows.push(
      [
        page.path,
        `${shown.score}${shown.score < minScore ? ` (under ${minScore})` : ''}`,
        figures.map((figure) => figure.score).join(', '),
        `${(shown.lcp / 1000).toFixed(2)} s`,
        shown.cls.toFixed(3),
        `${Math.round(shown.tbt)} ms`,
        `${(shown.fcp / 1000).toFixed(2)} s`,
        shown.lcpElement.replaceAll('|', '\\|'),
      ].join(' | '),
    );
    console.log(`${page.path}: report ${shown.report}`);
  }
  console.log('\n| page | score | scores of the runs | LCP | CLS | TBT | FCP | LCP element |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
  console.log(`\nReports (JSON and HTML): ${reportDir}`);
  if (failed) console.log(`\nA page scored under ${minScore}.`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
