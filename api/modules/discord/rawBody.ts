import type { Context } from 'koa';
import { ApiError } from '../../http/errors';

function tooLarge(ctx: Context): ApiError {
  // The rest of the upload is never read: close the connection after answering.
  ctx.set('Connection', 'close');
  return new ApiError(413, 'payload_too_large', 'The request body is too large.');
}

/** The body exactly as sent (a signature covers these bytes), refused past `limit` bytes. */
export function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  if ((ctx.request.length ?? 0) > limit) return Promise.reject(tooLarge(ctx));
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      reject(tooLarge(ctx));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
