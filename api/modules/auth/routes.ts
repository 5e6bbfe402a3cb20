import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { loginQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { auth, callerOf } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentUser } from '../users/present';
import { listUserAccounts } from '../users/services/listUserAccounts';
import { upsertDiscordUser } from '../users/services/upsertDiscordUser';
import { authorizeUrl, identifyWithCode, type DiscordIdentity } from './discordOAuth';
import { consumeOAuthState, createOAuthState } from './oauthState';
import { devSignInPage } from './devPage';
import { devSignInChoices, devSignInSchema, devSignInUser } from './devSignIn';
import { checkedRedirect, requestOrigin, withToken } from './redirects';
import { createSession, revokeSession } from './sessions';

const formBody = bodyParser({ enableTypes: ['form'], formLimit: '8kb' }) as unknown as Middleware;

export function authRoutes({ db, config, logger, reader }: AppDeps): Router {
  const router = new Router();

  const signInUnavailable = () => new ApiError(503, 'sign_in_unavailable', 'Sign-in is not configured on this server.');
  const devLoginOnly: Middleware = async (_ctx, next) => {
    if (!config.devLogin) throw signInUnavailable();
    await next();
  };
  const loginQuery = validate({ query: loginQuerySchema });
  const devSignIn = validate({ body: devSignInSchema });

  const callbackUrl = (ctx: Context) => `${config.publicUrl ?? requestOrigin(ctx)}/api/v1/auth/discord/callback`;

  router.get('/auth/discord/login', loginQuery, async (ctx) => {
    const redirect = checkedRedirect(loginQuery.input(ctx).query.redirect_uri, config, requestOrigin(ctx));
    if (config.discord.clientId) {
      const state = await createOAuthState(db, redirect.toString());
      return respond(ctx, json({ url: authorizeUrl(config.discord, callbackUrl(ctx), state) }));
    }
    if (!config.devLogin) throw signInUnavailable();
    const url = new URL('/api/v1/auth/dev/', config.publicUrl ?? requestOrigin(ctx));
    url.searchParams.set('redirect_uri', redirect.toString());
    await respond(ctx, json({ url: url.toString() }));
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

  router.get('/auth/dev', devLoginOnly, loginQuery, async (ctx) => {
    const redirect = checkedRedirect(loginQuery.input(ctx).query.redirect_uri, config, requestOrigin(ctx));
    const { users, adminIds } = await devSignInChoices(reader, config);
    ctx.type = 'html';
    ctx.body = devSignInPage(redirect.toString(), users, adminIds);
  });

  router.post('/auth/dev', devLoginOnly, formBody, devSignIn, async (ctx) => {
    const input = devSignIn.input(ctx).body;
    const redirect = checkedRedirect(input.redirect_uri, config, requestOrigin(ctx));
    const user = await devSignInUser(db, input);
    ctx.redirect(withToken(redirect, await createSession(db, user.id)));
  });

  router.get('/auth/me', auth('user'), async (ctx) => {
    const { user, admin } = callerOf(ctx);
    const accounts = (await listUserAccounts(db, [user.id])).get(user.id) ?? [];
    await respond(ctx, json(presentUser(user, accounts, admin)));
  });

  router.post('/auth/logout', auth('user'), async (ctx) => {
    await revokeSession(db, callerOf(ctx).sessionId);
    await respond(ctx, json({ signed_out: true }));
  });

  return router;
}
