import crypto from 'node:crypto';
import Router from '@koa/router';
import { loadArenaCollision } from '../../arena/map';
import type { AppDeps } from '../../deps';
import { respond, tagged } from '../../http/respond';

/**
 * The arena's collision map the replay viewer draws, read once at start-up from ARENA_MAP_FILE:
 * `data` is null when the site has none, and the viewer draws an open floor. A file that is there
 * but wrong stops the start, naming the file.
 */
export function arenaRoutes({ config }: AppDeps): Router {
  const router = new Router();
  const answer = { data: loadArenaCollision(config.arenaMapFile) };
  const etag = `arena-${crypto.createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 16)}`;

  router.get('/arena', async (ctx) => {
    await respond(ctx, tagged(etag, () => answer));
  });

  return router;
}
