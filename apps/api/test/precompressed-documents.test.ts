import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

/**
 * The catalog documents are compressed once per revision, a directory page once per cached
 * page, and each is sent in the coding the request asks for.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 150 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

const documents = [
  { name: 'statistics summary', method: 'POST' as const, url: '/api/clientType/statistics/summary' },
  { name: 'clientData describe', method: 'GET' as const, url: '/api/clientData/describe' },
];

describe.each(documents)('the $name', ({ method, url }) => {
  const call = (extra: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('decodes from brotli and gzip to the same JSON as the uncompressed answer', async () => {
    const plain = await call();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();

    const br = await call({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gzip = await call({ 'accept-encoding': 'gzip, deflate' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it('says that the answer varies by Accept-Encoding, and tags each coding apart', async () => {
    const answers = await Promise.all([
      call(),
      call({ 'accept-encoding': 'br' }),
      call({ 'accept-encoding': 'gzip' }),
    ]);
    for (const answer of answers) expect(answer.headers.vary).toBe('accept-encoding');
    const etags = answers.map((answer) => answer.headers.etag);
    expect(new Set(etags).size).toBe(3);
  });

  it('answers 304 to the tag of the coding asked for, and only to that one', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip', '']) {
      const extra: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const first = await call(extra);
      const etag = String(first.headers.etag);
      const again = await call({ ...extra, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('accept-encoding');
      expect(again.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      // A proxy may have marked the tag weak; If-None-Match compares weakly.
      expect((await call({ ...extra, 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    }
    const brTag = String((await call({ 'accept-encoding': 'br' })).headers.etag);
    const gzipNow = await call({ 'accept-encoding': 'gzip', 'if-none-match': brTag });
    expect(gzipNow.statusCode).toBe(200);
    expect(gzipNow.headers['content-encoding']).toBe('gzip');
  });

  it('sends no coding the request does not accept', async () => {
    const plain = (await call()).rawPayload;
    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0, *;q=0']) {
      const answer = await call({ 'accept-encoding': acceptEncoding });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.rawPayload).toEqual(plain);
    }
    const onlyGzip = await call({ 'accept-encoding': 'br;q=0, gzip' });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('a directory page (find)', () => {
  const find = (extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/find',
      headers: { ...headers, ...extra },
      payload: { limit: 20 },
    });

  it('decodes from brotli and gzip to the same JSON as the uncompressed answer, and varies by coding', async () => {
    const plain = await find();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = plain.json();
    expect(json.items).toHaveLength(20);

    const br = await find({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gzip = await find({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

    const none = await find({ 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(json);
  });
});
