// npm test: every check, in the order CI runs them. Stops at the first failure.
import { ensureInstalled, findChromium, runNpm } from './lib.mjs';

await ensureInstalled();

const steps = [
  ['lint and format', ['run', 'lint']],
  ['type check', ['run', 'typecheck']],
  ['unit and API tests (embedded database)', ['exec', '--', 'vitest', 'run']],
  ['build', ['run', 'build', '--silent']],
  ['browser tests', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of steps) {
  if (name === 'browser tests' && !findChromium()) {
    const message =
      'browser tests NOT RUN: no Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.';
    if (process.env.CI) {
      console.error(message);
      process.exit(1);
    }
    console.warn(`\n!!! ${message}\n`);
    results.push([name, 'NOT RUN (no Chromium)']);
    continue;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await runNpm(args);
  results.push([name, code === 0 ? `passed in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'FAILED']);
  if (code !== 0) break;
}

console.log('\nSummary:');
for (const [name, result] of results) console.log(`  ${name}: ${result}`);
process.exit(results.some(([, result]) => result === 'FAILED') || results.length < steps.length ? 1 : 0);
