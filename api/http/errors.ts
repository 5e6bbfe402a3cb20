import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/errors';
import { requestIdOf, requestLogger } from './requestLog';

/** An error whose message is safe to show to whoever sent the request. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message);
export const unauthorized = (message = 'Please sign in to do that.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') => new ApiError(403, 'forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);
const databaseUnavailable = () => new ApiError(503, 'database_unavailable', 'The database is unavailable right now. Please try again in a moment.');

// How long a client should wait before retrying a request the database could not serve.
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

function fromHttpError(err: HttpishError): ApiError | null {
  const status = err.status ?? err.statusCode;
  if (err instanceof SyntaxError && status === 400) return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (err.type === 'entity.too.large' || status === 413) return new ApiError(413, 'payload_too_large', 'The request body is too large.');
  if (err.type === 'entity.parse.failed') return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (status === 415 || err.type === 'unsupported.media.type') {
    return new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  if (status && status >= 400 && status < 500 && err.expose && err.message) return new ApiError(status, 'bad_request', err.message);
  return null;
}

function answer(ctx: Context, error: ApiError, extra: Record<string, unknown> = {}): void {
  ctx.status = error.status;
  ctx.body = { status: 'error', error: error.message, code: error.code, ...extra };
}

/** Turns every failure into the error envelope; a 500 never shows internals, only the request id a player can quote. */
export function errorEnvelope(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const apiError = err instanceof ApiError ? err : fromHttpError(err as HttpishError);
      if (apiError) return answer(ctx, apiError);
      if (isDatabaseUnavailable(err)) {
        (requestLogger(ctx) ?? logger).warn({ err, path: ctx.path, method: ctx.method }, 'database unavailable');
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return answer(ctx, databaseUnavailable());
      }
      (requestLogger(ctx) ?? logger).error({ err, path: ctx.path, method: ctx.method }, 'request failed');
      answer(ctx, new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'), { request_id: requestIdOf(ctx) });
    }
  };
}
