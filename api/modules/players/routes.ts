import Router from '@koa/router';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { ok, prepareOkJson, sendPrepared, type PreparedAnswer } from '../../http/envelope';
import { personalBestsOf } from './pbs';
import { parse } from '../../http/validation';
import { leaderboardForRegion } from './service';
import { createLeaderboardCache } from './leaderboardCache';
import { leaderboardJson } from './leaderboardJson';

export function playerRoutes({ reader, roundList }: AppDeps): Router {
  const router = new Router();
  const leaderboard = createLeaderboardCache(reader, roundList);
  // Keyed by the change cursor the leaderboard is at. Its ETag names the content: a change that moves
  // no one (a teammate's copy of a round already counted) still answers a revalidation with a 304.
  let answers: { cursor: number; byRegion: Map<string, PreparedAnswer> } | null = null;

  router.get('/players/leaderboard', async (ctx) => {
    const { region } = parse(leaderboardQuerySchema, ctx.query);
    const { cursor, entries } = await leaderboard.current();
    if (answers?.cursor !== cursor) answers = { cursor, byRegion: new Map() };
    const key = region ?? '';
    let answer = answers.byRegion.get(key);
    if (!answer) {
      answer = prepareOkJson(`{"data":${leaderboardJson(leaderboardForRegion(entries, region))}}`);
      answers.byRegion.set(key, answer);
    }
    await sendPrepared(ctx, answer);
  });

  router.get('/players/pbs', async (ctx) => {
    const { name, format, role } = parse(personalBestQuerySchema, ctx.query);
    ok(ctx, await personalBestsOf(reader, name, format, role));
  });

  return router;
}
