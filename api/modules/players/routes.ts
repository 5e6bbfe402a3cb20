import Router from '@koa/router';
import type { Region } from '../../../domain/constants';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { json, respond, type PreparedAnswer } from '../../http/respond';
import { validate } from '../../http/validation';
import { leaderboardAnswer } from './leaderboardAnswer';
import { personalBestsOf } from './pbs';
import { presentPersonalBests } from './present';
import { leaderboardForRegion } from './service';

export function playerRoutes({ reader, leaderboard }: AppDeps): Router {
  const router = new Router();
  // Each region's answer, made at a change cursor. Its ETag names the content: a change that moves no
  // one (a teammate's copy of a round already counted) keeps the answer already compressed, and a
  // revalidation still gets a 304. Compared by ETag, which a new answer computes anyway: comparing
  // the JSON first would cost a copy of both texts each version.
  const made = new Map<string, { cursor: number; answer: PreparedAnswer }>();
  const currentAnswer = async (region: Region | undefined): Promise<PreparedAnswer> => {
    const { cursor, board } = await leaderboard.current();
    const key = region ?? '';
    let last = made.get(key);
    if (last?.cursor !== cursor) {
      const answer = leaderboardAnswer(leaderboardForRegion(board, region));
      last = { cursor, answer: last?.answer.etag === answer.etag ? last.answer : answer };
      made.set(key, last);
    }
    return last.answer;
  };
  const leaderboardQuery = validate({ query: leaderboardQuerySchema });
  const personalBestQuery = validate({ query: personalBestQuerySchema });

  router.get('/players/leaderboard', leaderboardQuery, async (ctx) => {
    await respond(ctx, await currentAnswer(leaderboardQuery.input(ctx).query.region));
  });

  router.get('/players/pbs', personalBestQuery, async (ctx) => {
    const { name, ...filter } = personalBestQuery.input(ctx).query;
    await respond(ctx, json(presentPersonalBests(await personalBestsOf(reader, name, filter), filter)));
  });

  return router;
}
