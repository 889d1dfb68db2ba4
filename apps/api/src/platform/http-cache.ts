import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedDocument } from './revision-cache.ts';

/**
 * Sends a prebuilt JSON document with the spec's cache lifetime, and 304 when the client
 * already holds this revision. "private": the answer is behind a token.
 */
export function sendCachedDocument<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedDocument<T>,
  maxAgeSeconds: number,
) {
  reply.header('cache-control', `private, max-age=${maxAgeSeconds}`).header('etag', document.etag);
  if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
  // The string goes out as it is, with no second serialisation; tests check it against the contract.
  return reply.type('application/json; charset=utf-8').send(document.json);
}

/** Sends JSON already serialised (a cached answer): no second serialisation. */
export function sendPreparedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
