import Router from '@koa/router';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { LeaderboardEntry } from '../../../domain/types';
import type { AppDeps } from '../../deps';
import { ok, okWithEtag } from '../../http/envelope';
import { personalBestsOf } from './pbs';
import { parse } from '../../http/validation';
import { computeLeaderboard, leaderboardForRegion } from './service';

export function playerRoutes({ db, roundList }: AppDeps): Router {
  const router = new Router();
  // Derived from the in-memory rounds and keyed by the change cursor they are at, so it is never stale and any process may hold one.
  let cache: { cursor: number; entries: Promise<LeaderboardEntry[]> } | null = null;

  router.get('/players/leaderboard', async (ctx) => {
    const { region } = parse(leaderboardQuerySchema, ctx.query);
    const { cursor, rounds } = await roundList.rounds();
    await okWithEtag(ctx, `lb-${cursor}-${region ?? 'all'}`, async () => {
      if (cache?.cursor !== cursor) cache = { cursor, entries: computeLeaderboard(db, rounds) };
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
