import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import Negotiator from 'negotiator';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// The compressor hands its work back in chunks of up to this size, each a turn of the event loop:
// 16 KB by default, hundreds of turns for the full list. A smaller body gets a chunk of its own size
// (compressed, it is smaller still), not a megabyte allocated for a few kilobytes.
const MAX_CHUNK_BYTES = 1 << 20;
const chunkFor = (raw: Buffer) => Math.min(MAX_CHUNK_BYTES, Math.max(zlib.constants.Z_MIN_CHUNK, raw.length));

/**
 * The compressor's answer may be a view of its whole output chunk; an answer kept for as long as its
 * version lasts gets a copy of its own bytes, so it does not hold on to the rest.
 */
const ownBytes = (encoded: Buffer) => (encoded.byteLength < encoded.buffer.byteLength ? Buffer.from(encoded) : encoded);

// Up to this size a body is compressed at once, on the main thread. Compressed so, a 20 KB answer
// took 0.25 ms of CPU; handed to the thread pool, 0.77 ms: the hand-off costs more than the work.
// Larger bodies, up to the full list's 8 MB, go to the pool, and the server answers others meanwhile.
const COMPRESS_AT_ONCE_BYTES = 64 * 1024;

function brotliOf(raw: Buffer): Buffer | Promise<Buffer> {
  const options = { chunkSize: chunkFor(raw), params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } };
  return raw.length <= COMPRESS_AT_ONCE_BYTES ? zlib.brotliCompressSync(raw, options) : brotli(raw, options);
}

function gzipOf(raw: Buffer): Buffer | Promise<Buffer> {
  const options = { chunkSize: chunkFor(raw) };
  return raw.length <= COMPRESS_AT_ONCE_BYTES ? zlib.gzipSync(raw, options) : gzip(raw, options);
}

/** Brotli at the quality koa-compress uses, or gzip, or the body as it is. */
async function encodeBody(text: string | Buffer, encoding: BodyEncoding): Promise<Buffer> {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  if (encoding === 'identity') return raw;
  return ownBytes(await (encoding === 'br' ? brotliOf(raw) : gzipOf(raw)));
}

/** A body compressed at most once per encoding, whichever encodings its clients ask for. */
export type EncodedOnce = (encoding: BodyEncoding) => Promise<Buffer>;

export function encodeOnce(body: string | Buffer): EncodedOnce {
  const encodings = new Map<BodyEncoding, Promise<Buffer>>();
  return (encoding) => {
    let encoded = encodings.get(encoding);
    if (!encoded) encodings.set(encoding, (encoded = encodeBody(body, encoding)));
    return encoded;
  };
}

// Ours where the client accepts several equally, as browsers do ("gzip, deflate, br, zstd"): brotli
// makes the largest answer, the full list, smaller, and koa-compress chooses it for the site's files.
const ENCODINGS_BEST_FIRST: readonly BodyEncoding[] = ['br', 'gzip', 'identity'];

/** The encoding this client takes best; the answer varies by it. */
export function chooseEncoding(ctx: Context): BodyEncoding {
  ctx.vary('Accept-Encoding');
  const chosen = new Negotiator(ctx.request).encoding(ENCODINGS_BEST_FIRST, { preferred: ENCODINGS_BEST_FIRST });
  return (chosen ?? 'identity') as BodyEncoding;
}

/** Sends JSON already encoded: koa-compress stays out of it. */
export function sendEncodedJson(ctx: Context, body: Buffer, encoding: BodyEncoding): void {
  ctx.compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = 'application/json';
  ctx.body = body;
}
