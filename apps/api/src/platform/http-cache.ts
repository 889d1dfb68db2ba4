import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits, type PreparedJson, pickContentCoding, preparedBody } from './content-encoding.ts';
import type { CachedDocument } from './revision-cache.ts';

/**
 * Sends a prebuilt JSON document with the spec's cache lifetime, in the coding the request
 * accepts (brotli, gzip or none; compressed once per revision, never per request), and 304
 * when the client already holds this revision in that coding. "private": the answer is behind
 * a token. Routes using it set `compress: false`, so @fastify/compress leaves them alone.
 */
export function sendCachedDocument<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedDocument<T>,
  maxAgeSeconds: number,
) {
  const coding = pickContentCoding(request.headers['accept-encoding']);
  const etag = document.etags[coding];
  reply
    .header('cache-control', `private, max-age=${maxAgeSeconds}`)
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  // The bytes go out as they are, with no second serialisation; tests check them against the contract.
  return reply.type('application/json; charset=utf-8').send(document.bodies[coding]);
}

/**
 * Sends JSON already serialised (a cached answer): no second serialisation, and in the coding
 * the request accepts, compressed once per cached answer rather than per request.
 * (@fastify/compress leaves an answer that has a Content-Encoding alone.)
 */
export function sendPreparedJson(reply: FastifyReply, prepared: PreparedJson) {
  const coding = pickContentCoding(reply.request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(preparedBody(prepared, coding));
}
