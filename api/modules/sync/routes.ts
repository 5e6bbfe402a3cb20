import type { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { addressKey } from '../../http/clientAddress';
import { ApiError } from '../../http/errors';

/**
 * Event streams one address (an IPv6 /64) may hold open on one process, before RATE_LIMIT_SCALE: a
 * household's tabs and devices fit, while each stream holds a connection for as long as it is open.
 */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** A place frees only when one of the address's streams closes, at no time the server can tell. */
const STREAM_RETRY_SECONDS = 60;

/** Change notices over Server-Sent Events: public, and the client pulls the changes itself. */
export function eventRoutes({ changeWatcher, config }: AppDeps): Router {
  const router = new Router();
  const streamsPerAddress = config.rateLimitScale === 0 ? Infinity : Math.max(1, Math.round(MAX_STREAMS_PER_ADDRESS * config.rateLimitScale));
  const openByAddress = new Map<string, number>();

  router.get('/events', async (ctx) => {
    const address = addressKey(ctx.ip);
    const open = openByAddress.get(address) ?? 0;
    if (open >= streamsPerAddress) {
      ctx.set('Retry-After', String(STREAM_RETRY_SECONDS));
      throw new ApiError(429, 'rate_limited', `Too many event streams are open from this address. Try again in ${STREAM_RETRY_SECONDS} seconds.`);
    }
    openByAddress.set(address, open + 1);
    let stream: PassThrough | null = null;
    let gone = false;
    // However the answer ends, the place frees with its connection; a client that left while its stream opened leaves no stream behind.
    ctx.res.once('close', () => {
      gone = true;
      stream?.destroy();
      const left = openByAddress.get(address)! - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });

    stream = await changeWatcher.open();
    if (gone) {
      ctx.respond = false;
      stream.destroy();
      return;
    }
    // The stream lives as long as the client listens; the keep-alive comments keep it from idling out.
    ctx.req.socket.setTimeout(0);
    // Compressors and proxies hold small writes back; every notice must go out as it is written.
    ctx.compress = false;
    ctx.set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      // When the stream ends (the app closing) the connection goes too, rather than idling and holding the server open.
      Connection: 'close',
    });
    ctx.status = 200;
    // Written here rather than by Koa, whose pipeline reports every client that leaves as an error.
    ctx.respond = false;
    stream.pipe(ctx.res);
  });

  return router;
}
