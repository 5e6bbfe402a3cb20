import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Picture } from '../../domain/unfurl/pictures';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { AppDeps } from '../deps';
import { limitCounter, type RateLimitOptions } from '../http/rateLimit';
import { PICTURE_DRAW_LIMIT, PICTURE_LIMIT } from '../http/rateLimitPolicy';
import { renderPicture } from './draw/render';
import { PICTURE_THEMES, type PictureTheme } from './draw/theme';
import { withPageTags, type PageTags } from './pageTags';
import { pictureOf, sharedPage } from './pages';
import { createPictureStore } from './pictureStore';
import { parsePictureAddress, PICTURE_PREFIX, pictureAddress, type PictureSubject } from './pictureSubject';
import { createUnfurlSubjects } from './subjects';

/** Changed whenever the drawing does, so every picture is drawn again in the new style. */
const DRAWING = '1';
/** Pictures waiting for their turn to be drawn, beyond which the site's picture answers at once. */
const MAX_WAITING = 16;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture asked for without its version (or an old one) is the page's as it is now, for a while. */
const CURRENT = 'public, max-age=600';
/** The site's picture standing in for one that could not be drawn: never kept, so the next ask draws it. */
const STAND_IN = 'no-store';

export interface Unfurl {
  /** A page's HTML with its shared link's tags in its head; `path` as the request sent it (still percent-encoded). */
  tagPage(page: string, path: string, search: Record<string, unknown>): Promise<string>;
  /** What a link to an app path says, with its page's address and its picture's; null where the page has nothing of its own to show (not found, held). */
  linkOf(path: string): Promise<PageTags | null>;
  /** Answers GET /og/…: a 1200×630 PNG. */
  pictures: Middleware;
  /** Draws the site's picture, which stands in when another cannot be drawn, so no visitor waits for the renderer to load. */
  warmUp(): Promise<void>;
}

/** The site's address as the configuration names it, never as a request says: PUBLIC_URL, else this server's own. */
export function siteUrlOf(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
}

function versionOf(key: string, picture: Picture): string {
  return crypto.createHash('sha256').update(`${DRAWING}\n${key}\n${JSON.stringify(picture)}`).digest('hex').slice(0, 24);
}

/** What a version is keyed by besides the picture: its address and theme, so a version answers for that picture alone. */
const keyOf = (subject: PictureSubject, theme: PictureTheme) => `${theme} ${pictureAddress(subject)}`;

const withVersion = (address: string, version: string) => `${address}${address.includes('?') ? '&' : '?'}v=${version}`;

function sendPicture(ctx: Context, png: Buffer, version: string | null, cacheControl: string): void {
  ctx.type = 'image/png';
  ctx.set('Cache-Control', cacheControl);
  if (version) ctx.set('ETag', `"${version}"`);
  ctx.body = png;
}

function refuse(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = message;
}

export function createUnfurl(deps: Pick<AppDeps, 'reader' | 'roundIndex' | 'leaderboard' | 'logger'> & { db: Db; siteUrl: string; limits: RateLimitOptions & { db: Db } }): Unfurl {
  const { logger, siteUrl } = deps;
  const subjects = createUnfurlSubjects(deps);
  const store = createPictureStore(deps.db, deps.reader);
  const overRequests = limitCounter(deps.limits.db, PICTURE_LIMIT, deps.limits);
  const overDraws = limitCounter(deps.limits.db, PICTURE_DRAW_LIMIT, deps.limits);
  const drawing = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let standIn: Promise<Buffer> | null = null;

  const siteDrawing = () => (standIn ??= renderPicture({ kind: 'site' }, 'dark').catch((err: unknown) => ((standIn = null), Promise.reject(err))));

  /** Draws a version once, one picture at a time: a render holds the process's one thread for its length. */
  function draw(version: string, key: string, picture: Picture, theme: PictureTheme): Promise<Buffer> {
    let pending = drawing.get(version);
    if (pending) return pending;
    waiting++;
    pending = queue
      .then(() => renderPicture(picture, theme))
      .then(async (png) => {
        // Kept for next time when the database takes it; answered either way.
        await store.put(version, { subject: key, png }).catch((err: unknown) => logger.warn({ err }, 'keeping a drawn picture failed'));
        return png;
      })
      .finally(() => {
        waiting--;
        drawing.delete(version);
      });
    queue = pending.catch(() => undefined);
    drawing.set(version, pending);
    return pending;
  }

  async function tagsOf(path: string, search: Record<string, unknown>): Promise<PageTags & { own: boolean }> {
    const { summary, subject, canonical } = await sharedPage(subjects, path, search);
    const address = pictureAddress(subject);
    const image = `${siteUrl}${withVersion(address, versionOf(keyOf(subject, 'dark'), summary.picture))}`;
    return { summary, url: `${siteUrl}${canonical}`, image, own: subject.kind !== 'site' };
  }

  async function answerPicture(ctx: Context): Promise<void> {
    const theme = ctx.query.theme ?? 'dark';
    if (typeof theme !== 'string' || !(PICTURE_THEMES as readonly string[]).includes(theme)) return refuse(ctx, 400, `theme must be one of ${PICTURE_THEMES.join(', ')}.`);
    const format = typeof ctx.query.format === 'string' ? ctx.query.format : undefined;
    const parsed = parsePictureAddress(ctx.path, format);
    if ('error' in parsed) return refuse(ctx, parsed.error, parsed.message);
    if (await overRequests(ctx)) return refuse(ctx, 429, 'Too many pictures asked for from this address. Try again in a minute.');
    const key = keyOf(parsed.subject, theme as PictureTheme);
    const asked = typeof ctx.query.v === 'string' ? ctx.query.v : null;
    // A version is what it shows: once drawn it never changes, so it is answered without reading the page again.
    const kept = asked ? await store.get(asked) : undefined;
    if (asked && kept?.subject === key) return sendPicture(ctx, kept.png, asked, IMMUTABLE);
    const picture = await pictureOf(subjects, parsed.subject);
    if (!picture) return refuse(ctx, 404, parsed.subject.kind === 'round' ? 'No counted round has that id.' : 'There is nothing to show for that address.');
    const version = versionOf(key, picture);
    const cacheControl = asked === version ? IMMUTABLE : CURRENT;
    if (ctx.get('If-None-Match') === `"${version}"`) {
      ctx.status = 304;
      ctx.set('ETag', `"${version}"`);
      ctx.set('Cache-Control', cacheControl);
      return;
    }
    const stored = await store.get(version);
    if (stored) return sendPicture(ctx, stored.png, version, cacheControl);
    if (!drawing.has(version) && (waiting >= MAX_WAITING || (await overDraws(ctx)))) return sendPicture(ctx, await siteDrawing(), null, STAND_IN);
    try {
      sendPicture(ctx, await draw(version, key, picture, theme as PictureTheme), version, cacheControl);
    } catch (err) {
      logger.error({ err, picture: ctx.path }, 'drawing a picture failed: the site’s picture answers');
      sendPicture(ctx, await siteDrawing(), null, STAND_IN);
    }
  }

  return {
    async tagPage(page, path, search) {
      return withPageTags(page, await tagsOf(path, search));
    },
    async linkOf(path) {
      const { own, ...tags } = await tagsOf(path, {});
      return own ? tags : null;
    },
    pictures: async (ctx, next) => {
      if (!ctx.path.startsWith(PICTURE_PREFIX)) return next();
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
        ctx.set('Allow', 'GET, HEAD');
        return refuse(ctx, 405, 'Pictures are only read: GET or HEAD.');
      }
      await answerPicture(ctx);
    },
    async warmUp() {
      await siteDrawing();
    },
  };
}
