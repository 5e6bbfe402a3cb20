import type { Middleware } from 'koa';
import type { Logger } from 'pino';
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

/** Turns every failure into the error envelope; a 500 never shows internals, only the request id a player can quote. */
export function errorEnvelope(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const apiError = err instanceof ApiError ? err : fromHttpError(err as HttpishError);
      if (apiError) {
        ctx.status = apiError.status;
        ctx.body = { status: 'error', error: apiError.message, code: apiError.code };
        return;
      }
      (requestLogger(ctx) ?? logger).error({ err, path: ctx.path, method: ctx.method }, 'request failed');
      ctx.status = 500;
      ctx.body = {
        status: 'error',
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal_error',
        request_id: requestIdOf(ctx),
      };
    }
  };
}
