import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

export const VERIFY_KEY_PLACEHOLDER = '__PETAL_VERIFY_KEY__';

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Hashed build files, and translation files asked for by content version (?v=), never change
 * under their URL: a year. Anything else is revalidated on each use.
 */
function cacheControlFor(relativePath: string, url: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return FOR_A_YEAR;
  if (relativePath.startsWith(`locales${path.sep}`) && /[?&]v=[0-9a-f]+/.test(url)) return FOR_A_YEAR;
  return 'public, max-age=0, must-revalidate';
}

/**
 * Serves the built web app: hashed files under /assets for a year, everything else revalidated,
 * each in the precompressed coding the browser accepts when the build made one,
 * and index.html (with this server's verify key filled in) for any other page path, so the
 * SPA's router decides what a path shows. Returns false when there is no build to serve.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string; verifyKey: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8').replaceAll(
    VERIFY_KEY_PLACEHOLDER,
    escapeAttribute(options.verifyKey),
  );

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // The build writes `.br` and `.gz` beside each script, stylesheet and translation file
    // (apps/web/vite.config.ts): sent as they are, they cost no compression per request.
    preCompressed: true,
    // Our own Cache-Control (below) instead of the plugin's default.
    cacheControl: false,
    wildcard: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        cacheControlFor(path.relative(options.distDir, filePath), reply.request.url),
      );
    },
  });

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', (_request, reply) => sendIndex(reply));
  // The built file lacks the verify key, and the router knows no "/index.html" page.
  app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    return wantsPage ? sendIndex(reply) : sendError(reply, 'not_found');
  });
  return true;
}
