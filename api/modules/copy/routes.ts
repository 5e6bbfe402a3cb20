import Router from '@koa/router';
import { BLOCK_ROUNDS, encodeRoundBlock } from '../../../domain/roundBlock';
import { blockStartSchema, roundBlockQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { json, prepared, respond, type PreparedAnswer } from '../../http/respond';
import { validate } from '../../http/validation';
import { blockVersion, copyManifest } from './service';

/**
 * The offline copy: a manifest of blocks of rounds by id, then each block at the version the
 * manifest named. A block asked for at its current version is the same for good: browsers, the
 * service worker and any CDN keep it; a device that has it is brought up to date by the change log.
 */
export function copyRoutes({ reader, roundIndex }: AppDeps): Router {
  const router = new Router();
  // Each block's answer at its current version, compressed once: every first visit asks for every
  // block, and reading one from the database costs far more than sending it. Settled blocks are
  // compressed hardest; the newest, whose version moves with each upload, as other answers are.
  const made = new Map<number, { version: number; answer: Promise<PreparedAnswer> }>();
  const blockAnswer = (from: number, version: number): Promise<PreparedAnswer> => {
    let held = made.get(from);
    if (held?.version !== version) {
      const answer = roundIndex.block(from).then(({ rounds, live }) =>
        prepared(JSON.stringify({ data: encodeRoundBlock(rounds) }), `block-${from}-${version}`, { lasting: !live }),
      );
      held = { version, answer };
      made.set(from, held);
      answer.catch(() => made.get(from) === held && made.delete(from));
    }
    return held.answer;
  };
  const block = validate({ params: { from: blockStartSchema }, query: roundBlockQuerySchema });

  router.get('/copy', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    await respond(ctx, json({ data: await copyManifest(reader) }));
  });

  router.get('/copy/rounds/:from', block, async (ctx) => {
    const { params: { from }, query: { version: asked } } = block.input(ctx);
    if (from % BLOCK_ROUNDS !== 0) throw notFound(`No block starts at ${from}: blocks start at multiples of ${BLOCK_ROUNDS}.`);
    const version = await blockVersion(reader, from);
    await respond(ctx, { ...(await blockAnswer(from, version)), immutable: asked === version });
  });

  return router;
}
