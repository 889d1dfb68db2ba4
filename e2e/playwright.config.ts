import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT_E2E ?? 4311);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(root, 'apps/api/dist/main.js')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(root, 'data', 'e2e'),
      DEMO_CLIENTS: '120',
      // Every test is a new visitor from the same address, each taking a guest token.
      GUEST_TOKENS_PER_HOUR: '100000',
      // The mail sink scripts/e2e.mjs starts; phone codes go to the development outbox.
      SMTP_URL: `smtp://127.0.0.1:${process.env.PORT_E2E_SMTP ?? 4325}`,
      LOG_LEVEL: 'warn',
    },
  },
});
