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

/** Answers 304 when the client already holds this version, else the body with its ETag. */
export async function okWithEtag(ctx: Context, etag: string, build: () => unknown): Promise<void> {
  const quoted = `"${etag}"`;
  ctx.set('ETag', quoted);
  ctx.set('Cache-Control', 'no-cache');
  const sent = ctx.get('If-None-Match');
  if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quoted)) {
    ctx.status = 304;
    return;
  }
  ok(ctx, await build());
}
