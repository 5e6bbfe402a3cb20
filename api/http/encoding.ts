import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// The compressor hands its work back in chunks of this size, each a turn of the event loop: 16 KB
// by default, hundreds of turns for the full list.
const CHUNK_BYTES = 1 << 20;

/** Brotli at the quality koa-compress uses, or gzip, or the body as it is. */
function encodeBody(text: string | Buffer, encoding: BodyEncoding): Promise<Buffer> {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  if (encoding === 'br') {
    return brotli(raw, { chunkSize: CHUNK_BYTES, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  }
  if (encoding === 'gzip') return gzip(raw, { chunkSize: CHUNK_BYTES });
  return Promise.resolve(raw);
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

/** The encoding this client takes best; the answer varies by it. */
export function chooseEncoding(ctx: Context): BodyEncoding {
  ctx.vary('Accept-Encoding');
  return (ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as BodyEncoding;
}

/** Sends JSON already encoded: koa-compress stays out of it. */
export function sendEncodedJson(ctx: Context, body: Buffer, encoding: BodyEncoding): void {
  ctx.compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = 'application/json';
  ctx.body = body;
}
