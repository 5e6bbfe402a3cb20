import Router from '@koa/router';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { LeaderboardEntry } from '../../../domain/types';
import type { AppDeps } from '../../deps';
import { ok, prepareOk, sendPrepared, type PreparedAnswer } from '../../http/envelope';
import { personalBestsOf } from './pbs';
import { parse } from '../../http/validation';
import { computeLeaderboard, leaderboardForRegion } from './service';

export function playerRoutes({ reader, roundList }: AppDeps): Router {
  const router = new Router();
  // Derived from the in-memory rounds and keyed by the change cursor they are at, so it is never stale
  // and any process may hold one. Its ETag names the content: a change that moves no one (a teammate's
  // copy of a round already counted) still answers a revalidation with a 304.
  let cache: { cursor: number; entries: Promise<LeaderboardEntry[]>; answers: Map<string, Promise<PreparedAnswer>> } | null = null;

  router.get('/players/leaderboard', async (ctx) => {
    const { region } = parse(leaderboardQuerySchema, ctx.query);
    const { cursor, rounds } = await roundList.rounds();
    if (cache?.cursor !== cursor) cache = { cursor, entries: computeLeaderboard(reader, rounds), answers: new Map() };
    const current = cache;
    const key = region ?? '';
    let answer = current.answers.get(key);
    if (!answer) {
      answer = current.entries.then((entries) => prepareOk({ data: leaderboardForRegion(entries, region) }));
      current.answers.set(key, answer);
    }
    try {
      await sendPrepared(ctx, await answer);
    } catch (err) {
      if (cache === current) cache = null;
      throw err;
    }
  });

  router.get('/players/pbs', async (ctx) => {
    const { name, format, role } = parse(personalBestQuerySchema, ctx.query);
    ok(ctx, await personalBestsOf(reader, name, format, role));
  });

  return router;
}
