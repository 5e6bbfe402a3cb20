import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import Negotiator from 'negotiator';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

// The compressor hands its work back in chunks of up to this size, each a turn of the event loop:
// zlib's default chunk is small, many turns for a large leaderboard. A smaller body gets a chunk of
// its own size (compressed, it is smaller still), not a megabyte allocated for a few kilobytes.
const MAX_CHUNK_BYTES = 1 << 20;
const chunkFor = (raw: Buffer) => Math.min(MAX_CHUNK_BYTES, Math.max(zlib.constants.Z_MIN_CHUNK, raw.length));

/**
 * The compressor's answer may be a view of its whole output chunk; an answer kept for as long as its
 * version lasts gets a copy of its own bytes, so it does not hold on to the rest.
 */
const ownBytes = (encoded: Buffer) => (encoded.byteLength < encoded.buffer.byteLength ? Buffer.from(encoded) : encoded);

// Up to this size a body is compressed at once, on the main thread: for a small answer the hand-off
// to the thread pool costs more than the work. Larger bodies go to the pool, and the server answers
// others meanwhile.
const COMPRESS_AT_ONCE_BYTES = 64 * 1024;

/**
 * How hard to compress: thoroughly for bodies many clients will share, fast for large bodies that
 * may not last, hardest for bodies that never change once made (compressed once, kept by every
 * cache). Brotli at 4 is the quality koa-compress uses; gzip at 6 is zlib's default.
 */
type Effort = 'fast' | 'thorough' | 'lasting';
const BROTLI_QUALITY: Record<Effort, number> = { fast: 1, thorough: 4, lasting: 9 };
const GZIP_LEVEL: Record<Effort, number> = { fast: 1, thorough: 6, lasting: 9 };

/**
 * A large body is made anew with each version, and while a clan's uploads land a version may last
 * only moments: compressing each thoroughly would take the core the requests need. So a large
 * body is first compressed fast, and once its version has lasted this long and is still asked for,
 * again thoroughly in the background: its smaller bytes answer from then on.
 */
export const LASTING_VERSION_MS = 1000;

function brotliOf(raw: Buffer, effort: Effort): Buffer | Promise<Buffer> {
  const options = { chunkSize: chunkFor(raw), params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } };
  return raw.length <= COMPRESS_AT_ONCE_BYTES ? zlib.brotliCompressSync(raw, options) : brotli(raw, options);
}

function gzipOf(raw: Buffer, effort: Effort): Buffer | Promise<Buffer> {
  const options = { chunkSize: chunkFor(raw), level: GZIP_LEVEL[effort] };
  return raw.length <= COMPRESS_AT_ONCE_BYTES ? zlib.gzipSync(raw, options) : gzip(raw, options);
}

const compress = async (raw: Buffer, encoding: Exclude<BodyEncoding, 'identity'>, effort: Effort): Promise<Buffer> =>
  ownBytes(await (encoding === 'br' ? brotliOf(raw, effort) : gzipOf(raw, effort)));

/** A body compressed at most once per encoding and effort, whichever encodings its clients ask for. */
export type EncodedOnce = (encoding: BodyEncoding) => Promise<Buffer>;

/** One encoding of a body: the bytes to answer with, and whether thorough bytes are made or under way. */
interface Encoding {
  bytes: Promise<Buffer>;
  thorough: boolean;
}

const bytesOf = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body) : body);

/**
 * A body whose version lasts, compressed hardest once: afterwards only its brotli bytes are kept, a
 * fraction of its size, as every browser asks for those. Its other encodings are made from them.
 */
function encodeLasting(raw: Buffer): EncodedOnce {
  let held: Buffer | null = raw;
  const br = compress(raw, 'br', 'lasting').then((bytes) => {
    held = null;
    return bytes;
  });
  let gzipped: Promise<Buffer> | null = null;
  const original = async () => held ?? (await unbrotli(await br));
  return async (encoding) => {
    if (encoding === 'br') return br;
    if (encoding === 'gzip') return (gzipped ??= original().then((bytes) => compress(bytes, 'gzip', 'lasting')));
    return original();
  };
}

/** `lasting`: the body's version lasts (its URL names it), so it is compressed hardest, once, from the start. */
export function encodeOnce(body: string | Buffer, { lasting = false }: { lasting?: boolean } = {}): EncodedOnce {
  if (lasting) return encodeLasting(bytesOf(body));
  const madeAt = Date.now();
  const encodings = new Map<BodyEncoding, Encoding>();

  function thoroughly(encoding: Exclude<BodyEncoding, 'identity'>, held: Encoding): void {
    held.thorough = true;
    // Until they are ready, and should they fail, the fast bytes go on answering.
    compress(bytesOf(body), encoding, 'thorough').then(
      (bytes) => (held.bytes = Promise.resolve(bytes)),
      () => undefined,
    );
  }

  return async (encoding) => {
    if (encoding === 'identity') return bytesOf(body);
    let held = encodings.get(encoding);
    if (!held) {
      const raw = bytesOf(body);
      const effort: Effort = raw.length <= COMPRESS_AT_ONCE_BYTES ? 'thorough' : 'fast';
      held = { bytes: compress(raw, encoding, effort), thorough: effort !== 'fast' };
      encodings.set(encoding, held);
    } else if (!held.thorough && Date.now() - madeAt >= LASTING_VERSION_MS) {
      thoroughly(encoding, held);
    }
    return held.bytes;
  };
}

// Ours where the client accepts several equally, as browsers do ("gzip, deflate, br, zstd"): brotli
// makes large answers smaller, and koa-compress chooses it for the site's files.
const ENCODINGS_BEST_FIRST: readonly BodyEncoding[] = ['br', 'gzip', 'identity'];

/** The encoding this client takes best; the answer varies by it. */
export function chooseEncoding(ctx: Context): BodyEncoding {
  ctx.vary('Accept-Encoding');
  const chosen = new Negotiator(ctx.request).encoding(ENCODINGS_BEST_FIRST, { preferred: ENCODINGS_BEST_FIRST });
  return (chosen ?? 'identity') as BodyEncoding;
}

/**
 * A stream compressed as it goes: each part the source gives is flushed, where a compressor left to
 * itself holds its output until it has a window's worth, so the client waits for the first parts as
 * long as for many.
 */
export function encodeStream(source: Readable, encoding: BodyEncoding): Readable {
  if (encoding === 'identity') return source;
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.thorough } })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: GZIP_LEVEL.thorough });
  return pipeline(source, compressor, () => undefined);
}
