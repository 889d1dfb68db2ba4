// npm run test:e2e: browser tests in Chromium against the production build, on a fresh
// embedded database under data/e2e (removed before each run).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium, root, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}
rmSync(path.join(root, 'data', 'e2e'), { recursive: true, force: true });
// The tests read verification emails from a real SMTP server of their own.
const mailPort = process.env.PORT_E2E_SMTP ?? '4325';
const mailSink = spawn(
  process.execPath,
  ['e2e/mail-sink.mjs', mailPort, path.join(root, 'data', 'e2e', 'mail.jsonl')],
  { cwd: root, stdio: 'inherit' },
);
const code = await run(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { env: { CHROME_PATH: chromium, PORT_E2E_SMTP: mailPort } },
);
mailSink.kill('SIGTERM');
process.exit(code);
