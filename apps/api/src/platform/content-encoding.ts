import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The codings a prepared body is kept in. Browsers ask for br over HTTPS, gzip everywhere. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** One body, kept once in each coding, so a request costs no compression. */
export type EncodedBodies = Record<ContentCoding, Buffer>;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a body once in every coding we serve. Meant for documents built rarely and sent
 * often (once per catalog revision), so it spends time for bytes: brotli quality 10 gives the
 * 110 KB statistics summary as 7.9 KB in ~65 ms, where quality 11 saves 250 bytes more for
 * ~200 ms and the quality 4 a per-request compressor uses gives 11.3 KB in 3 ms (figures in
 * docs/performance.md). zlib runs on the thread pool, so the event loop keeps serving.
 */
export async function encodeBodies(text: string): Promise<EncodedBodies> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/** JSON kept for a short while (a one-second page), with each coding made on first use. */
export interface PreparedJson {
  json: string;
  encoded: Partial<Record<Exclude<ContentCoding, 'identity'>, Buffer>>;
}

export function prepareJson(json: string): PreparedJson {
  return { json, encoded: {} };
}

/**
 * The prepared JSON in a coding, compressed on first use and kept: once per page and coding,
 * not once per request. Fast settings, as a page lives a second: brotli quality 5 and gzip 6
 * take ~0.4 and ~0.25 ms for a 9.5 KB page of 20 cards.
 */
export function preparedBody(prepared: PreparedJson, coding: ContentCoding): Buffer | string {
  if (coding === 'identity') return prepared.json;
  const kept = prepared.encoded[coding];
  if (kept) return kept;
  const made =
    coding === 'br'
      ? zlib.brotliCompressSync(prepared.json, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(prepared.json),
          },
        })
      : zlib.gzipSync(prepared.json, { level: 6 });
  prepared.encoded[coding] = made;
  return made;
}

/** Ours first on a tie: brotli is the smaller. */
const OFFERED = ['br', 'gzip'] as const;

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the offered
 * coding with the highest non-zero weight, brotli on a tie, "*" standing for codings the
 * header does not name, and identity when neither br nor gzip is acceptable.
 */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send one of a handful of headers: each is read once.
  const known = pickedCodings.get(acceptEncoding);
  if (known) return known;
  const picked = readAcceptEncoding(acceptEncoding);
  if (pickedCodings.size >= 64) pickedCodings.clear();
  pickedCodings.set(acceptEncoding, picked);
  return picked;
}

const pickedCodings = new Map<string, ContentCoding>();

function readAcceptEncoding(acceptEncoding: string): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    let name = rawName.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'x-gzip') name = 'gzip';
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(name, weight);
  }
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of OFFERED) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Whether an If-None-Match header names this entity tag. Weak comparison (RFC 9110 §13.1.2),
 * as the standard asks for If-None-Match: a proxy that marks our tags weak still gets 304.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
