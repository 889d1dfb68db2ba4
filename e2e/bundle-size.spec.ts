import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

const BUDGET_BYTES = 150 * 1024;

test('the JavaScript loaded for / stays under 150 KB gzip', async ({ page }) => {
  const scripts = new Map<string, number>();
  const measuring: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    measuring.push(
      response.body().then((body) => {
        scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(measuring);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(
    `JavaScript for /: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files ` +
      `(${[...scripts].map(([url, size]) => `${url.split('/').pop()} ${(size / 1024).toFixed(1)} KB`).join(', ')})`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThan(BUDGET_BYTES);
});
