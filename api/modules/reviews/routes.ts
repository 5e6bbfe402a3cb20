import Router from '@koa/router';
import { idParamSchema, rejectRoundSchema, shownReportSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { auth, callerOf } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { listReviews, presentReviewRounds } from './services/listReviews';
import { approveRound, chooseShownReport, dropReport, rejectRound } from './services/reviewRound';
import type { Db } from '../../db/connection';
import type { RoundsTableRow } from '../../db/rows';

/** The round as the review shows it after an admin's choice among its reports. */
async function reviewed(db: Db, id: number) {
  const round = await db<RoundsTableRow>('rounds').where({ id }).first();
  return (await presentReviewRounds(db, round ? [round] : []))[0];
}

/** The admins' review of rounds a plugin token claimed a top place with, and of every round's reports. */
export function reviewRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  const roundId = validate({ params: { id: idParamSchema } });
  const reportOfRound = validate({ params: { id: idParamSchema, reportId: idParamSchema } });
  const rejection = validate({ params: { id: idParamSchema }, body: rejectRoundSchema });
  const shown = validate({ params: { id: idParamSchema }, body: shownReportSchema });

  router.post('/rounds/:id/approve', auth('admin'), roundId, async (ctx) => {
    const { id } = roundId.input(ctx).params;
    await approveRound(db, id, callerOf(ctx).user.id, config.announcements);
    await respond(ctx, json({ data: { id, status: 'confirmed' } }));
  });

  router.post('/rounds/:id/reject', auth('admin'), jsonBody(), rejection, async (ctx) => {
    const { params, body } = rejection.input(ctx);
    await rejectRound(db, params.id, callerOf(ctx).user.id, body.reason);
    await respond(ctx, json({ data: { id: params.id, status: 'rejected', review_reason: body.reason } }));
  });

  router.put('/rounds/:id/shown-report', auth('admin'), jsonBody(), shown, async (ctx) => {
    const { params, body } = shown.input(ctx);
    await chooseShownReport(db, params.id, body.report_id);
    await respond(ctx, json({ data: await reviewed(db, params.id) }));
  });

  router.post('/rounds/:id/reports/:reportId/drop', auth('admin'), reportOfRound, async (ctx) => {
    const { id, reportId } = reportOfRound.input(ctx).params;
    await dropReport(db, id, reportId);
    await respond(ctx, json({ data: await reviewed(db, id) }));
  });

  // Last, so that the document lists the round routes above beside the other round routes.
  router.get('/reviews', auth('admin'), async (ctx) => {
    await respond(ctx, json({ data: await listReviews(db) }));
  });

  return router;
}
