import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built app. Hashed assets are cached for a year; every other path that is not the API
 * gets index.html, so the client router can answer it.
 */
export function staticApp(dir: string): Middleware {
  const files = serve(dir, {
    index: 'index.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }) as Middleware;
  const indexFile = path.join(dir, 'index.html');
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) return next();
    await files(ctx, next);
    if (ctx.body !== undefined || ctx.status !== 404 || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (!fs.existsSync(indexFile)) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
  };
}
