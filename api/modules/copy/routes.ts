import Router from '@koa/router';
import { BLOCK_ROUNDS, encodeRoundBlock } from '../../../domain/roundBlock';
import { blockStartSchema, roundBlockQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { ok, OK_ENVELOPE, preparedBytes, sendPrepared, type PreparedAnswer } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validation';
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
        preparedBytes(Buffer.from(`${OK_ENVELOPE[0]}${JSON.stringify({ data: encodeRoundBlock(rounds) })}${OK_ENVELOPE[1]}`), `block-${from}-${version}`, { lasting: !live }),
      );
      held = { version, answer };
      made.set(from, held);
      answer.catch(() => made.get(from) === held && made.delete(from));
    }
    return held.answer;
  };

  router.get('/copy', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ok(ctx, { data: await copyManifest(reader) });
  });

  router.get('/copy/rounds/:from', async (ctx) => {
    const from = parse(blockStartSchema, ctx.params.from);
    const { version: asked } = parse(roundBlockQuerySchema, ctx.query);
    if (from % BLOCK_ROUNDS !== 0) throw notFound(`No block starts at ${from}: blocks start at multiples of ${BLOCK_ROUNDS}.`);
    const version = await blockVersion(reader, from);
    await sendPrepared(ctx, await blockAnswer(from, version), { immutable: asked === version });
  });

  return router;
}
