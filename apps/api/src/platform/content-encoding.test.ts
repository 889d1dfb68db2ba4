import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  encodeBodies,
  ifNoneMatchHits,
  pickContentCoding,
  preparedBody,
  prepareJson,
} from './content-encoding.ts';

describe('pickContentCoding', () => {
  it('answers a browser with brotli, and with gzip where it offers no brotli (plain HTTP)', () => {
    expect(pickContentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickContentCoding('gzip, deflate')).toBe('gzip');
    expect(pickContentCoding('x-gzip')).toBe('gzip');
  });

  it('sends no coding the request does not accept', () => {
    expect(pickContentCoding(undefined)).toBe('identity');
    expect(pickContentCoding('')).toBe('identity');
    expect(pickContentCoding('identity')).toBe('identity');
    expect(pickContentCoding('deflate, zstd')).toBe('identity');
    expect(pickContentCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickContentCoding('*;q=0')).toBe('identity');
    expect(pickContentCoding('gzip;q=nonsense')).toBe('identity');
  });

  it('follows the weights, and lets "*" stand for the codings not named', () => {
    expect(pickContentCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickContentCoding('BR;Q=0.9 , GZIP;q=0.8')).toBe('br');
    expect(pickContentCoding('br;q=0, *')).toBe('gzip');
    expect(pickContentCoding('*')).toBe('br');
    expect(pickContentCoding('gzip;q=1, br;q=1')).toBe('br');
  });
});

describe('ifNoneMatchHits', () => {
  it('matches a tag, weakly, alone or in a list, and "*"', () => {
    expect(ifNoneMatchHits('"a-1-br"', '"a-1-br"')).toBe(true);
    expect(ifNoneMatchHits('W/"a-1-br"', '"a-1-br"')).toBe(true);
    expect(ifNoneMatchHits('"a-0", "a-1-br"', '"a-1-br"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a-1-br"')).toBe(true);
  });

  it('does not match another revision or another coding of it', () => {
    expect(ifNoneMatchHits(undefined, '"a-1"')).toBe(false);
    expect(ifNoneMatchHits('"a-1"', '"a-1-br"')).toBe(false);
    expect(ifNoneMatchHits('"a-2-br"', '"a-1-br"')).toBe(false);
  });
});

describe('encodeBodies', () => {
  it('keeps one text in every coding', async () => {
    const text = JSON.stringify({ names: Array.from({ length: 500 }, (_, i) => `Street ${i}|街道`) });
    const bodies = await encodeBodies(text);
    expect(bodies.identity.toString()).toBe(text);
    expect(brotliDecompressSync(bodies.br).toString()).toBe(text);
    expect(gunzipSync(bodies.gzip).toString()).toBe(text);
    expect(bodies.br.length).toBeLessThan(bodies.identity.length / 5);
  });
});

describe('preparedBody', () => {
  it('compresses a prepared answer once per coding and keeps it', () => {
    const json = JSON.stringify({
      items: Array.from({ length: 200 }, (_, i) => ({ client_id: i, name: 'Ann' })),
    });
    const prepared = prepareJson(json);
    expect(preparedBody(prepared, 'identity')).toBe(json);
    const br = preparedBody(prepared, 'br') as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(preparedBody(prepared, 'br')).toBe(br);
    const gzip = preparedBody(prepared, 'gzip') as Buffer;
    expect(gunzipSync(gzip).toString()).toBe(json);
    expect(preparedBody(prepared, 'gzip')).toBe(gzip);
  });
});
