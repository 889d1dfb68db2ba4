import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVELOPMENT_VERIFY_KEY } from '@petal/contract/constants';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.PETAL_API_URL ?? 'http://127.0.0.1:3000';

/**
 * In development the page comes from Vite, so Vite fills in the verify key; in production
 * the API fills the same placeholder when it serves index.html.
 */
function verifyKeyForDevelopment(): Plugin {
  return {
    name: 'petal-verify-key',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replaceAll('__PETAL_VERIFY_KEY__', process.env.VERIFY_KEY ?? DEVELOPMENT_VERIFY_KEY),
  };
}

/**
 * A fingerprint of the translation files: the app asks for /locales/<lng>/<ns>.json?v=<it>,
 * so the server can let browsers cache them for a year and a changed file is a new URL.
 */
function localesVersion(): string {
  const localesDir = path.resolve(import.meta.dirname, 'public/locales');
  const hash = createHash('sha256');
  for (const file of readdirSync(localesDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(localesDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export default defineConfig({
  plugins: [react(), verifyKeyForDevelopment()],
  define: { __LOCALES_VERSION__: JSON.stringify(localesVersion()) },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
