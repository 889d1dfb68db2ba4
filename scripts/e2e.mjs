// npm run test:e2e: browser tests in Chromium against the production build, on a fresh
// embedded database under data/e2e (removed before each run).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium, root, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}
rmSync(path.join(root, 'data', 'e2e'), { recursive: true, force: true });
const code = await run(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    env: { CHROME_PATH: chromium },
  },
);
process.exit(code);
