import type { Context } from 'koa';
import { chooseEncoding, encodeOnce, sendEncodedJson, type EncodedOnce } from './encoding';

/**
 * The success envelope, serialised here once: given an object, Koa would serialise it twice, once
 * to learn its length (which compression asks for) and again to send it.
 */
export function ok(ctx: Context, data: unknown, status = 200): void {
  okJson(ctx, JSON.stringify(data), status);
}

/**
 * API answers shorter than this go uncompressed: below about one TCP initial window (10 segments)
 * compressing saves the client no round trip, and a compressor for each small answer (a change pull
 * of a round or two) costs the server more than the bytes it saves.
 */
export const API_COMPRESS_THRESHOLD = 14 * 1024;

/** The success envelope around data already serialised. */
export function okJson(ctx: Context, dataJson: string, status = 200): void {
  sendBody(ctx, envelopeOf(dataJson), status);
}

/** The success envelope: [what goes before the data's JSON, what goes after it]. */
export const OK_ENVELOPE = ['{"status":"ok","data":', '}'] as const;

const envelopeOf = (dataJson: string) => `${OK_ENVELOPE[0]}${dataJson}${OK_ENVELOPE[1]}`;

function sendBody(ctx: Context, body: string, status: number): void {
  ctx.status = status;
  ctx.body = body;
  ctx.type = 'application/json';
  // Characters, not bytes: a cheap bound, never more than the bytes.
  if (body.length < API_COMPRESS_THRESHOLD) ctx.compress = false;
}

/** How long a cache may keep an answer without asking: a year for one whose URL names content that never changes. */
export interface Caching {
  immutable?: boolean;
}

/** Sets the ETag and says whether the client already holds that version (then the answer is a 304). */
function notModified(ctx: Context, quotedEtag: string, { immutable = false }: Caching = {}): boolean {
  ctx.set('ETag', quotedEtag);
  ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const sent = ctx.get('If-None-Match');
  if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quotedEtag)) {
    ctx.status = 304;
    return true;
  }
  return false;
}

/** Answers 304 when the client already holds this version, else the body with its ETag. */
export async function okWithEtag(ctx: Context, etag: string, build: () => unknown, caching: Caching = {}): Promise<void> {
  if (!notModified(ctx, `"${etag}"`, caching)) ok(ctx, await build());
}

/** A success answer many clients get alike (a change pull at one cursor): serialised once, compressed at most once per encoding. */
export interface SharedAnswer {
  body: string;
  encoded: EncodedOnce;
}

export function shareOkJson(dataJson: string): SharedAnswer {
  const body = envelopeOf(dataJson);
  return { body, encoded: encodeOnce(body) };
}

/** A shared answer, compressed only when as large as okJson would compress. */
export async function sendShared(ctx: Context, answer: SharedAnswer): Promise<void> {
  if (answer.body.length < API_COMPRESS_THRESHOLD) {
    sendBody(ctx, answer.body, 200);
    return;
  }
  const encoding = chooseEncoding(ctx);
  sendEncodedJson(ctx, await answer.encoded(encoding), encoding);
}

/** An answer many clients revalidate: its bytes, compressed at most once per encoding, and a name for its content. */
export interface PreparedAnswer {
  encoded: EncodedOnce;
  etag: string;
}

/** A prepared answer from its bytes, the envelope included, and a name for them that changes whenever they do. */
export function preparedBytes(body: Buffer, etag: string, options: { lasting?: boolean } = {}): PreparedAnswer {
  return { encoded: encodeOnce(body, options), etag: `"${etag}"` };
}

/** A prepared answer, or a 304 when the client holds the same content, whatever changed elsewhere meanwhile. */
export async function sendPrepared(ctx: Context, answer: PreparedAnswer, caching: Caching = {}): Promise<void> {
  if (notModified(ctx, answer.etag, caching)) return;
  const encoding = chooseEncoding(ctx);
  sendEncodedJson(ctx, await answer.encoded(encoding), encoding);
}
