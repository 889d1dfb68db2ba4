import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves stored media under /media/. Keys never change content (a new upload gets a new
 * key), so files are cached for a year.
 */
export async function registerMedia(app: FastifyInstance, mediaDir: string) {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Our own Cache-Control (below) instead of the plugin's default.
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
