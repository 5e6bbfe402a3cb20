import crypto from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { loginQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/rows';
import { isAdminUser, requireUser } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validation';
import { presentUser } from '../users/present';
import { accountsOf, createUser, upsertDiscordUser } from '../users/service';
import { authorizeUrl, identifyWithCode, type DiscordIdentity } from './discordOAuth';
import { consumeOAuthState, createOAuthState } from './oauthState';
import { devSignInPage } from './devPage';
import { checkedRedirect, requestOrigin, withToken } from './redirects';
import { createSession, revokeSession } from './sessions';

const devSignInSchema = loginQuerySchema.extend({
  discord_id: z.string().regex(/^\d{1,20}$/).optional(),
  discord_username: z.string().trim().min(1).max(64).optional(),
});

const formBody = bodyParser({ enableTypes: ['form'], formLimit: '8kb' }) as unknown as Middleware;

export function authRoutes({ db, config, logger, reader }: AppDeps): Router {
  const router = new Router();

  const requireDevLogin = () => {
    if (!config.devLogin) throw new ApiError(503, 'sign_in_unavailable', 'Sign-in is not configured on this server.');
  };

  const callbackUrl = (ctx: Context) => `${config.publicUrl ?? requestOrigin(ctx)}/api/v1/auth/discord/callback`;

  router.get('/auth/discord/login', async (ctx) => {
    const { redirect_uri } = parse(loginQuerySchema, ctx.query);
    const redirect = checkedRedirect(redirect_uri, config, requestOrigin(ctx));
    if (config.discord.clientId) {
      const state = await createOAuthState(db, redirect.toString());
      ok(ctx, { url: authorizeUrl(config.discord, callbackUrl(ctx), state) });
      return;
    }
    requireDevLogin();
    const url = new URL('/api/v1/auth/dev/', config.publicUrl ?? requestOrigin(ctx));
    url.searchParams.set('redirect_uri', redirect.toString());
    ok(ctx, { url: url.toString() });
  });

  /** Discord sends the browser back here; whatever goes wrong, it lands on the app's /login with nothing created. */
  router.get('/auth/discord/callback', async (ctx) => {
    const { code, state, error } = ctx.query;
    const redirect = typeof state === 'string' && config.discord.clientId ? await consumeOAuthState(db, state) : null;
    const loginPage = new URL('/login', redirect ?? config.publicUrl ?? requestOrigin(ctx)).toString();
    if (!redirect || error || typeof code !== 'string') {
      ctx.redirect(loginPage);
      return;
    }
    let identity: DiscordIdentity;
    try {
      identity = await identifyWithCode(config.discord, code, callbackUrl(ctx));
    } catch (err) {
      logger.warn({ err }, 'Discord sign-in failed');
      ctx.redirect(loginPage);
      return;
    }
    const user = await upsertDiscordUser(db, identity);
    ctx.redirect(withToken(new URL(redirect), await createSession(db, user.id)));
  });

  router.get('/auth/dev', async (ctx) => {
    requireDevLogin();
    const { redirect_uri } = parse(loginQuerySchema, ctx.query);
    const redirect = checkedRedirect(redirect_uri, config, requestOrigin(ctx));
    // Admins first, so the demo admin is one click away.
    const users = await reader<UserRow>('users').orderByRaw("case when role = 'admin' then 0 else 1 end").orderBy('id').limit(12);
    const adminIds = new Set(users.filter((u) => isAdminUser(u, config)).map((u) => u.id));
    ctx.type = 'html';
    ctx.body = devSignInPage(redirect.toString(), users, adminIds);
  });

  router.post('/auth/dev', formBody, async (ctx) => {
    requireDevLogin();
    const input = parse(devSignInSchema, ctx.request.body);
    const redirect = checkedRedirect(input.redirect_uri, config, requestOrigin(ctx));
    let user = input.discord_id ? await db<UserRow>('users').where({ discord_id: input.discord_id }).first() : undefined;
    if (!user) {
      if (!input.discord_username) throw new ApiError(400, 'invalid_input', 'discord_username: is required');
      // A made-up snowflake-sized id, as Discord would give.
      const discordId = input.discord_id ?? String(crypto.randomBytes(8).readBigUInt64BE() % 10n ** 18n).padStart(18, '1');
      user = await createUser(db, { discord_id: discordId, discord_username: input.discord_username });
    }
    ctx.redirect(withToken(redirect, await createSession(db, user.id)));
  });

  router.get('/auth/me', async (ctx) => {
    const { user, admin } = requireUser(ctx);
    const accounts = (await accountsOf(db, [user.id])).get(user.id) ?? [];
    ok(ctx, presentUser(user, accounts, admin));
  });

  router.post('/auth/logout', async (ctx) => {
    const { sessionId } = requireUser(ctx);
    await revokeSession(db, sessionId);
    ok(ctx, { signed_out: true });
  });

  return router;
}
