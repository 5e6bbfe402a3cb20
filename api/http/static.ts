import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import serve from 'koa-static';
import { firstVisitScreen, screenShellFile, HOME_PATH, isAppPath } from '../../domain/screenShells';
import type { Db } from '../db/connection';
import type { FirstVisitPages } from '../render/firstVisit';
import type { Unfurl } from '../unfurl/unfurl';
import { limitCounter, type RateLimitOptions } from './rateLimit';
import { FIRST_VISIT_LIMIT } from './rateLimitPolicy';

type OverLimit = (ctx: Context) => Promise<boolean>;

/** A first visit's page with its rows rendered in, or null (then the shell answers, as for any visit). */
async function renderedFirstVisit(ctx: Context, render: FirstVisitPages | undefined, overLimit: OverLimit | null, logger: Logger | undefined): Promise<string | null> {
  if (!render || ctx.method !== 'GET' || !firstVisitScreen(ctx.path)) return null;
  try {
    if (await overLimit?.(ctx)) return null;
    return await render(ctx.path, ctx.querystring);
  } catch (err) {
    logger?.error({ err }, 'rendering a first visit failed: the shell answers');
    return null;
  }
}

/** A page with its shared link's tags; without them where they could not be worked out, rather than no page. */
async function taggedPage(ctx: Context, page: string, unfurl: Unfurl | undefined, logger: Logger | undefined): Promise<string> {
  if (!unfurl) return page;
  try {
    return await unfurl.tagPage(page, ctx.path, { ...ctx.query });
  } catch (err) {
    logger?.error({ err }, 'working out a page’s link tags failed: the page answers without them');
    return page;
  }
}

/**
 * Serves the built app. Hashed assets are cached for a year. Everything else, the service worker
 * (sw.js) and the web manifest included, is revalidated on every use, so a new
 * version is found at once. A path that is not the API and not a file gets its screen's prerendered
 * page, or index.html, so the client router can answer it; a missing file stays a 404. The site's
 * root redirects to the home screen here, so a visit to it opens on that screen's prerendered page
 * rather than on the shell, which would paint the screen only once the app's code had run. Round
 * Times and the Leaderboard come with the rows their address asks for rendered in, a replay with its
 * round (api/render/). Every page carries its shared link's tags, worked out from public data alone (api/unfurl/).
 */
export function staticApp(
  dir: string,
  { firstVisit, logger, firstVisitLimit, unfurl }: { firstVisit?: FirstVisitPages; logger?: Logger; firstVisitLimit?: RateLimitOptions & { db: Db }; unfurl?: Unfurl } = {},
): Middleware {
  const files = serve(dir, {
    index: 'index.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }) as Middleware;
  const indexFile = path.join(dir, 'index.html');
  // Renders are not kept per data version: each reads its data and takes its turn at the one renderer, so
  // a flood from one address would hold back everyone's first visit. Over the limit, the page comes without rows.
  const overLimit = firstVisitLimit ? limitCounter(firstVisitLimit.db, FIRST_VISIT_LIMIT, firstVisitLimit) : null;
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) return next();
    if (ctx.path === '/' && ['GET', 'HEAD'].includes(ctx.method)) {
      ctx.redirect(`${HOME_PATH}${ctx.search}`);
      return;
    }
    await files(ctx, next);
    if (ctx.body !== undefined || ctx.status !== 404 || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (!isAppPath(ctx.path) || !fs.existsSync(indexFile)) return;
    const shellFile = path.join(dir, screenShellFile(ctx.path));
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    const rendered = await renderedFirstVisit(ctx, firstVisit, overLimit, logger);
    const page = rendered ?? (await fs.promises.readFile(fs.existsSync(shellFile) ? shellFile : indexFile, 'utf8'));
    ctx.body = await taggedPage(ctx, page, unfurl, logger);
  };
}
