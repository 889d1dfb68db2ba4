import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp, VERIFY_KEY_PLACEHOLDER } from './web-app.ts';

// A build as apps/web makes it: a script with its precompressed copies beside it.
const script = `export const names = [${Array.from({ length: 400 }, (_, index) => `"name-${index}"`).join(',')}];\n`;
let distDir: string;
let prebuiltBrotli: Buffer;
let prebuiltGzip: Buffer;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'petal-web-app-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<meta name="petal-verify-key" content="${VERIFY_KEY_PLACEHOLDER}"><div id="root"></div>`,
  );
  const scriptFile = path.join(distDir, 'assets', 'app-abc123.js');
  writeFileSync(scriptFile, script);
  // Made as the build makes them, at the best ratio: a per-request compressor's bytes differ.
  prebuiltBrotli = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  prebuiltGzip = gzipSync(script, { level: 9 });
  writeFileSync(`${scriptFile}.br`, prebuiltBrotli);
  writeFileSync(`${scriptFile}.gz`, prebuiltGzip);
  // Served the same way as the app, with per-request compression for everything else.
  app = Fastify();
  await app.register(compress, { threshold: 1024 });
  await registerWebApp(app, { distDir, verifyKey: 'the-key' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app', () => {
  it('sends a script as the build compressed it, to a browser that takes brotli', async () => {
    const response = await getScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(prebuiltBrotli)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy where brotli is not accepted, and the plain file where neither is', async () => {
    const gzipped = await getScript('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(prebuiltGzip)).toBe(true);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await getScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page address with the app, its verify key filled in', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ad-blog/12',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('content="the-key"');
  });
});
