import Router from '@koa/router';
import { leaderboardQuerySchema, personalBestQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentPersonalBests } from './present';
import { createLeaderboardAnswers } from './services/createLeaderboardAnswers';
import { listPersonalBests } from './services/listPersonalBests';

export function playerRoutes({ reader, leaderboard }: AppDeps): Router {
  const router = new Router();
  const currentAnswer = createLeaderboardAnswers(leaderboard);
  const leaderboardQuery = validate({ query: leaderboardQuerySchema });
  const personalBestQuery = validate({ query: personalBestQuerySchema });

  router.get('/players/leaderboard', leaderboardQuery, async (ctx) => {
    await respond(ctx, await currentAnswer(leaderboardQuery.input(ctx).query.region));
  });

  router.get('/players/pbs', personalBestQuery, async (ctx) => {
    const { name, ...filter } = personalBestQuery.input(ctx).query;
    await respond(ctx, json(presentPersonalBests(await listPersonalBests(reader, name, filter), filter)));
  });

  return router;
}
