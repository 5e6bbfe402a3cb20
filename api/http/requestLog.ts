import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';

// A proxy's or load balancer's id is kept when it looks like one; anything else could forge log lines.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The logger of this request: every line it writes carries the request's id. */
export function requestLogger(ctx: Context): Logger | undefined {
  return ctx.state.log as Logger | undefined;
}

export function requestIdOf(ctx: Context): string | undefined {
  return ctx.state.requestId as string | undefined;
}

function writeLine(log: Logger, method: string, path: string, status: number, start: bigint): void {
  const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
  log.info({ method, path, status, duration_ms: Math.round(durationMs * 1000) / 1000 }, 'request');
}

/**
 * Gives every request an id, echoed in X-Request-Id, and writes one line per request. The line
 * names the path without its query string, and no header: sign-in redirects carry `token`, `code`
 * and `state` in the query, and Authorization carries sessions and API keys.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const start = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ request_id: requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    // Read now: the API strips a trailing slash from the path further in.
    const { method, path } = ctx;
    try {
      await next();
    } catch (err) {
      // Koa answers this error itself and drops the headers set so far, so the id goes with the error.
      if (err instanceof Error) Object.assign(err, { headers: { ...(err as { headers?: object }).headers, 'X-Request-Id': requestId } });
      const status = (err as { status?: number }).status;
      writeLine(log, method, path, status && status >= 400 && status < 600 ? status : 500, start);
      throw err;
    }
    writeLine(log, method, path, ctx.status, start);
  };
}
