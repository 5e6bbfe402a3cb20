import type { Middleware } from 'koa';
import type { Config } from '../config';
import { ApiError } from './errors';

/**
 * Cross-origin API calls from PUBLIC_URL's origin and ALLOWED_ORIGINS (e.g. the PWA on a CDN).
 * Requests without an Origin (same-origin GETs, the plugin, scripts) and from other origins pass
 * untouched, with no CORS headers, so a browser keeps other sites from reading the answers.
 */
export function cors(config: Config): Middleware {
  const allowed = new Set(config.allowedOrigins);
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);

  return async (ctx, next) => {
    // Every API answer depends on Origin, so a shared cache keeps one copy per origin.
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (!origin || !allowed.has(origin)) {
      if (origin && preflight) throw new ApiError(403, 'origin_not_allowed', 'This API does not accept requests from that origin.');
      return next();
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    if (preflight) {
      ctx.set({
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
        'Access-Control-Max-Age': '7200',
      });
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', 'ETag, Retry-After');
    await next();
  };
}
