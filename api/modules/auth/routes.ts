import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { devSignInQuerySchema, loginQuerySchema, signInExchangeSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { auth, callerOf, noStore } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { ApiError } from '../../http/errors';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentUser } from '../users/present';
import { listUserAccounts } from '../users/services/listUserAccounts';
import { upsertDiscordUser } from '../users/services/upsertDiscordUser';
import { authorizeUrl, identifyWithCode, type DiscordIdentity } from './discordOAuth';
import { consumeOAuthState, createOAuthState, peekOAuthState } from './oauthState';
import { devSignInPage } from './devPage';
import { devSignInChoices, devSignInSchema, devSignInUser } from './devSignIn';
import { checkedRedirect, signInOrigins, withCode } from './redirects';
import { createSession, revokeSession } from './sessions';
import { issueSignInCode, redeemSignInCode } from './signInCodes';

const formBody = bodyParser({ enableTypes: ['form'], formLimit: '8kb' }) as unknown as Middleware;

export function authRoutes({ db, config, logger, reader }: AppDeps): Router {
  const router = new Router();

  const signInUnavailable = () => new ApiError(503, 'sign_in_unavailable', 'Sign-in is not configured on this server.');
  const devLoginOnly: Middleware = async (_ctx, next) => {
    if (!config.devLogin) throw signInUnavailable();
    await next();
  };
  const loginQuery = validate({ query: loginQuerySchema });
  const devSignInQuery = validate({ query: devSignInQuerySchema });
  const devSignIn = validate({ body: devSignInSchema });
  const exchange = validate({ body: signInExchangeSchema });
  const allowedRedirects = signInOrigins(config);

  // Discord returns to the site's own address; in development, to the app's, whose server passes /api on.
  const siteOrigin = (redirect: string) => config.publicUrl ?? new URL(redirect).origin;
  const callbackUrl = (redirect: string) => `${siteOrigin(redirect)}/api/v1/auth/discord/callback`;
  const expiredSignIn = (redirect?: string) => `${redirect ? new URL('/login', redirect) : '/login'}?reason=sign_in_expired`;

  router.get('/auth/discord/login', noStore, loginQuery, async (ctx) => {
    const redirect = checkedRedirect(loginQuery.input(ctx).query.redirect_uri, allowedRedirects).toString();
    if (!config.discord.clientId && !config.devLogin) throw signInUnavailable();
    const { state, verifier } = await createOAuthState(db, redirect);
    if (config.discord.clientId) {
      return respond(ctx, json({ url: authorizeUrl(config.discord, callbackUrl(redirect), state), verifier }));
    }
    const url = new URL('/api/v1/auth/dev/', siteOrigin(redirect));
    url.searchParams.set('state', state);
    await respond(ctx, json({ url: url.toString(), verifier }));
  });

  /** Discord sends the browser here; whatever goes wrong, it lands on the app's /login with nothing created. */
  router.get('/auth/discord/callback', noStore, async (ctx) => {
    const { code, state, error } = ctx.query;
    const started = typeof state === 'string' && config.discord.clientId ? await consumeOAuthState(db, state) : null;
    if (!started) return ctx.redirect(expiredSignIn());
    if (error || typeof code !== 'string') return ctx.redirect(new URL('/login', started.redirectUri).toString());
    let identity: DiscordIdentity;
    try {
      identity = await identifyWithCode(config.discord, code, callbackUrl(started.redirectUri));
    } catch (err) {
      logger.warn({ err }, 'Discord sign-in failed');
      return ctx.redirect(new URL('/login', started.redirectUri).toString());
    }
    const user = await upsertDiscordUser(db, identity);
    ctx.redirect(withCode(started.redirectUri, await issueSignInCode(db, user.id, started.verifierHash)));
  });

  router.get('/auth/dev', noStore, devLoginOnly, devSignInQuery, async (ctx) => {
    const { state } = devSignInQuery.input(ctx).query;
    const started = await peekOAuthState(reader, state);
    if (!started) return ctx.redirect(expiredSignIn());
    const { users, adminIds } = await devSignInChoices(reader, config);
    ctx.type = 'html';
    ctx.body = devSignInPage(state, users, adminIds);
  });

  router.post('/auth/dev', noStore, devLoginOnly, formBody, devSignIn, async (ctx) => {
    const input = devSignIn.input(ctx).body;
    // Looked at first, so no user is made for a sign-in this server did not start; used up once the form is good.
    if (!(await peekOAuthState(db, input.state))) return ctx.redirect(expiredSignIn());
    const user = await devSignInUser(db, input);
    const started = await consumeOAuthState(db, input.state);
    if (!started) return ctx.redirect(expiredSignIn());
    ctx.redirect(withCode(started.redirectUri, await issueSignInCode(db, user.id, started.verifierHash)));
  });

  /** The app trades the code of a sign-in its browser started for a session; the token never travels in a URL. */
  router.post('/auth/session', noStore, jsonBody(), exchange, async (ctx) => {
    const { code, verifier } = exchange.input(ctx).body;
    const userId = await redeemSignInCode(db, code, verifier);
    await respond(ctx, json({ token: await createSession(db, userId) }, 201));
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
