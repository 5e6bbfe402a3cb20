import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { chooseEncoding, encodeOnce, encodeStream, type BodyEncoding, type EncodedOnce } from './encoding';

/** The success envelope, `{"status":"ok","data":…}`, around data's JSON: written here and nowhere else. */
const OPEN = '{"status":"ok","data":';
const CLOSE = '}';
const OPEN_BYTES = Buffer.from(OPEN);
const CLOSE_BYTES = Buffer.from(CLOSE);

const enveloped = (dataJson: string) => `${OPEN}${dataJson}${CLOSE}`;

/**
 * API answers shorter than this go uncompressed: below about one TCP initial window (10 segments)
 * compressing saves the client no round trip, and a compressor for each small answer (a change pull
 * of a round or two) costs the server more than the bytes it saves.
 */
export const API_COMPRESS_THRESHOLD = 14 * 1024;

/** How long a cache may keep an answer without asking: a year for one whose URL names content that never changes. */
export interface Caching {
  immutable?: boolean;
}

/** Data serialised for this request alone; koa-compress compresses it when it is large. */
interface JsonAnswer {
  kind: 'json';
  data: unknown;
  status: 200 | 201;
}

/** Data named by an ETag: a client holding that version gets a 304, and the data is made only when sent. */
interface TaggedAnswer extends Caching {
  kind: 'tagged';
  etag: string;
  build: () => unknown;
}

/** An answer many clients get alike (a change pull at one cursor): serialised once, compressed at most once per encoding. */
export interface SharedAnswer {
  kind: 'shared';
  body: string;
  encoded: EncodedOnce;
}

/** An answer many clients revalidate: its bytes, compressed at most once per encoding, and a name for its content. */
export interface PreparedAnswer extends Caching {
  kind: 'prepared';
  etag: string;
  encoded: EncodedOnce;
}

/** Data written as it is read (the whole round list), never whole in memory. */
interface StreamedAnswer {
  kind: 'streamed';
  parts: AsyncIterable<string>;
}

export type SuccessAnswer = JsonAnswer | TaggedAnswer | SharedAnswer | PreparedAnswer | StreamedAnswer;

export const json = (data: unknown, status: JsonAnswer['status'] = 200): JsonAnswer => ({ kind: 'json', data, status });

export const tagged = (etag: string, build: () => unknown, caching: Caching = {}): TaggedAnswer => ({ kind: 'tagged', etag: `"${etag}"`, build, ...caching });

export function shared(dataJson: string): SharedAnswer {
  const body = enveloped(dataJson);
  return { kind: 'shared', body, encoded: encodeOnce(body) };
}

/**
 * A prepared answer from its data's JSON, whole or in parts, and a name for it that changes whenever
 * it does. `lasting`: its URL names its version, so it is compressed hardest, once.
 */
export function prepared(data: string | readonly Buffer[], etag: string, options: { lasting?: boolean } = {}): PreparedAnswer {
  const body = typeof data === 'string' ? Buffer.from(enveloped(data)) : Buffer.concat([OPEN_BYTES, ...data, CLOSE_BYTES]);
  return { kind: 'prepared', etag: `"${etag}"`, encoded: encodeOnce(body, options) };
}

/** Data's JSON in parts, each sent as soon as it is read. */
export const streamed = (parts: AsyncIterable<string>): StreamedAnswer => ({ kind: 'streamed', parts });

/** Every successful JSON answer of the API goes out here, in the success envelope. */
export async function respond(ctx: Context, answer: SuccessAnswer): Promise<void> {
  switch (answer.kind) {
    case 'json':
      return sendText(ctx, enveloped(JSON.stringify(answer.data)), answer.status);
    case 'tagged':
      if (!notModified(ctx, answer.etag, answer)) sendText(ctx, enveloped(JSON.stringify(await answer.build())), 200);
      return;
    case 'shared':
      // Compressed only when as large as a plain answer would be.
      if (answer.body.length < API_COMPRESS_THRESHOLD) return sendText(ctx, answer.body, 200);
      return sendEncoded(ctx, answer.encoded);
    case 'prepared':
      if (!notModified(ctx, answer.etag, answer)) await sendEncoded(ctx, answer.encoded);
      return;
    case 'streamed': {
      const encoding = chooseEncoding(ctx);
      return sendBytes(ctx, encodeStream(Readable.from(envelopedParts(answer.parts)), encoding), encoding);
    }
  }
}

async function* envelopedParts(parts: AsyncIterable<string>): AsyncGenerator<string> {
  yield OPEN;
  yield* parts;
  yield CLOSE;
}

/** Serialised here, not by Koa: given an object, it would serialise it twice, to learn its length (which compression asks for) and to send it. */
function sendText(ctx: Context, body: string, status: number): void {
  ctx.status = status;
  ctx.body = body;
  ctx.type = 'application/json';
  // Characters, not bytes: a cheap bound, never more than the bytes.
  if (body.length < API_COMPRESS_THRESHOLD) ctx.compress = false;
}

async function sendEncoded(ctx: Context, encoded: EncodedOnce): Promise<void> {
  const encoding = chooseEncoding(ctx);
  sendBytes(ctx, await encoded(encoding), encoding);
}

/** Bytes already encoded, whole or as a stream: koa-compress stays out of it. */
function sendBytes(ctx: Context, body: Buffer | Readable, encoding: BodyEncoding): void {
  ctx.compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = 'application/json';
  ctx.body = body;
}

/** Sets the ETag and says whether the client already holds that version (then the answer is a 304). */
function notModified(ctx: Context, quotedEtag: string, { immutable = false }: Caching): boolean {
  ctx.set('ETag', quotedEtag);
  ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const sent = ctx.get('If-None-Match');
  if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quotedEtag)) {
    ctx.status = 304;
    return true;
  }
  return false;
}
