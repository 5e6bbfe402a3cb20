import crypto from 'node:crypto';
import type { Context } from 'koa';

/**
 * The success envelope, serialised here once: given an object, Koa would serialise it twice, once
 * to learn its length (which compression asks for) and again to send it.
 */
export function ok(ctx: Context, data: unknown, status = 200): void {
  ctx.status = status;
  ctx.body = JSON.stringify({ status: 'ok', data });
  ctx.type = 'application/json';
}

/** Sets the ETag and says whether the client already holds that version (then the answer is a 304). */
function notModified(ctx: Context, quotedEtag: string): boolean {
  ctx.set('ETag', quotedEtag);
  ctx.set('Cache-Control', 'no-cache');
  const sent = ctx.get('If-None-Match');
  if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quotedEtag)) {
    ctx.status = 304;
    return true;
  }
  return false;
}

/** Answers 304 when the client already holds this version, else the body with its ETag. */
export async function okWithEtag(ctx: Context, etag: string, build: () => unknown): Promise<void> {
  if (!notModified(ctx, `"${etag}"`)) ok(ctx, await build());
}

/** A success answer serialised once and named by its content, for answers many clients revalidate. */
export interface PreparedAnswer {
  json: string;
  etag: string;
}

export function prepareOk(data: unknown): PreparedAnswer {
  const json = JSON.stringify({ status: 'ok', data });
  return { json, etag: `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

/** A prepared answer, or a 304 when the client holds the same content, whatever changed elsewhere meanwhile. */
export function sendPrepared(ctx: Context, answer: PreparedAnswer): void {
  if (notModified(ctx, answer.etag)) return;
  ctx.status = 200;
  ctx.body = answer.json;
  ctx.type = 'application/json';
}
