import Router from '@koa/router';
import type { AppDeps } from '../../deps';

/** Change notices over Server-Sent Events: public, and the client pulls the changes itself. */
export function eventRoutes({ changeWatcher }: AppDeps): Router {
  const router = new Router();

  router.get('/events', async (ctx) => {
    const stream = await changeWatcher.open();
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
    ctx.res.once('close', () => stream.destroy());
    stream.pipe(ctx.res);
  });

  return router;
}
