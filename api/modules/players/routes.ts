import Router from '@koa/router';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { LeaderboardEntry } from '../../../domain/types';
import { currentCursor } from '../../db/changes';
import type { AppDeps } from '../../deps';
import { ok, okWithEtag } from '../../http/envelope';
import { personalBestsOf } from './pbs';
import { parse } from '../../http/validation';
import { computeLeaderboard, leaderboardForRegion } from './service';

export function playerRoutes({ db }: AppDeps): Router {
  const router = new Router();
  // Derived from the database and keyed by its change cursor, so it is never stale and any process may hold one.
  let cache: { cursor: number; entries: Promise<LeaderboardEntry[]> } | null = null;

  router.get('/players/leaderboard', async (ctx) => {
    const { region } = parse(leaderboardQuerySchema, ctx.query);
    const cursor = await currentCursor(db);
    await okWithEtag(ctx, `lb-${cursor}-${region ?? 'all'}`, async () => {
      if (cache?.cursor !== cursor) cache = { cursor, entries: computeLeaderboard(db) };
      const pending = cache;
      try {
        return { data: leaderboardForRegion(await pending.entries, region) };
      } catch (err) {
        if (cache === pending) cache = null;
        throw err;
      }
    });
  });

  router.get('/players/pbs', async (ctx) => {
    const { name, format, role } = parse(personalBestQuerySchema, ctx.query);
    ok(ctx, await personalBestsOf(db, name, format, role));
  });

  return router;
}
