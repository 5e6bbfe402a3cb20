import Router from '@koa/router';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { ok, sendPrepared, type PreparedAnswer } from '../../http/envelope';
import { personalBestsOf } from './pbs';
import { parse } from '../../http/validation';
import { leaderboardForRegion } from './service';
import { leaderboardAnswer } from './leaderboardAnswer';

export function playerRoutes({ reader, leaderboard }: AppDeps): Router {
  const router = new Router();
  // Each region's answer, made at a change cursor. Its ETag names the content: a change that moves no
  // one (a teammate's copy of a round already counted) keeps the answer already compressed, and a
  // revalidation still gets a 304. Compared by ETag, which a new answer computes anyway: comparing
  // the JSON first cost a copy of both texts, 0.5 ms a version.
  const made = new Map<string, { cursor: number; answer: PreparedAnswer }>();

  router.get('/players/leaderboard', async (ctx) => {
    const { region } = parse(leaderboardQuerySchema, ctx.query);
    const { cursor, board } = await leaderboard.current();
    const key = region ?? '';
    let last = made.get(key);
    if (last?.cursor !== cursor) {
      const answer = leaderboardAnswer(leaderboardForRegion(board, region));
      last = { cursor, answer: last?.answer.etag === answer.etag ? last.answer : answer };
      made.set(key, last);
    }
    await sendPrepared(ctx, last.answer);
  });

  router.get('/players/pbs', async (ctx) => {
    const { name, format, role } = parse(personalBestQuerySchema, ctx.query);
    ok(ctx, await personalBestsOf(reader, name, format, role));
  });

  return router;
}
