import Router from '@koa/router';
import { blockStartSchema, roundBlockQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { ok, okWithEtag } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validation';
import { BLOCK_ROUNDS, blockVersion, copyManifest, readBlock } from './service';

/**
 * The offline copy: a manifest of blocks of rounds by id, then each block at the version the
 * manifest named. A block asked for at its current version is the same for good: browsers, the
 * service worker and any CDN keep it; a device that has it is brought up to date by the change log.
 */
export function copyRoutes({ reader }: AppDeps): Router {
  const router = new Router();

  router.get('/copy', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ok(ctx, { data: await copyManifest(reader) });
  });

  router.get('/copy/rounds/:from', async (ctx) => {
    const from = parse(blockStartSchema, ctx.params.from);
    const { version: asked } = parse(roundBlockQuerySchema, ctx.query);
    if (from % BLOCK_ROUNDS !== 0) throw notFound(`No block starts at ${from}: blocks start at multiples of ${BLOCK_ROUNDS}.`);
    const version = await blockVersion(reader, from);
    await okWithEtag(ctx, `block-${from}-${version}`, async () => ({ data: await readBlock(reader, from) }), { immutable: asked === version });
  });

  return router;
}
