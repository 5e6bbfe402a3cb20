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
  // The last answer made for each region: a change that leaves it as it was keeps its hash and
  // compressed bodies instead of making them again.
  const lastMade = new Map<string, { json: string; answer: PreparedAnswer }>();

  router.get('/players/leaderboard', async (ctx) => {
    const { region } = parse(leaderboardQuerySchema, ctx.query);
    const { cursor, entries } = await leaderboard.current();
    if (answers?.cursor !== cursor) answers = { cursor, byRegion: new Map() };
    const key = region ?? '';
    let answer = answers.byRegion.get(key);
    if (!answer) {
      const json = `{"data":${leaderboardJson(leaderboardForRegion(entries, region))}}`;
      const last = lastMade.get(key);
      answer = last?.json === json ? last.answer : prepareOkJson(json);
      lastMade.set(key, { json, answer });
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
