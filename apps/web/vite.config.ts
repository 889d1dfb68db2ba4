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

export default defineConfig({
  plugins: [react(), verifyKeyForDevelopment()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
