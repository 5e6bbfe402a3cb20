import Router from '@koa/router';
import { BLOCK_ROUNDS } from '../../../domain/roundBlock';
import { blockStartSchema, roundBlockQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { createBlockAnswers } from './services/createBlockAnswers';
import { getBlockVersion } from './services/getBlockVersion';
import { getCopyManifest } from './services/getCopyManifest';

/**
 * The offline copy: a manifest of blocks of rounds by id, then each block at the version the
 * manifest named. A block asked for at its current version is the same for good: browsers, the
 * service worker and any CDN keep it; a device that has it is brought up to date by the change log.
 */
export function copyRoutes({ reader, roundIndex }: AppDeps): Router {
  const router = new Router();
  const blockAnswer = createBlockAnswers(roundIndex);
  const block = validate({ params: { from: blockStartSchema }, query: roundBlockQuerySchema });

  router.get('/copy', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    await respond(ctx, json({ data: await getCopyManifest(reader) }));
  });

  router.get('/copy/rounds/:from', block, async (ctx) => {
    const { params: { from }, query: { version: asked } } = block.input(ctx);
    if (from % BLOCK_ROUNDS !== 0) throw notFound(`No block starts at ${from}: blocks start at multiples of ${BLOCK_ROUNDS}.`);
    const version = await getBlockVersion(reader, from);
    await respond(ctx, { ...(await blockAnswer(from, version)), immutable: asked === version });
  });

  return router;
}
