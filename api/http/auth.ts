import type { RouterMiddleware } from '@koa/router';
import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import type { Config } from '../config';
import { batchCalls } from '../db/batchCalls';
import type { Db } from '../db/connection';
import type { KeyType } from '../../domain/types';
import type { UserRow } from '../db/rows';
import { userForSession } from '../modules/auth/sessions';
import { findKeysForTokens, type KeyRef } from '../modules/tokens/services/findKeysForTokens';
import { forbidden, unauthorized } from './errors';
import { described } from './openapi/describe';

export type Principal =
  | { kind: 'user'; user: UserRow; admin: boolean; sessionId: number }
  | { kind: 'key'; keyId: number; keyType: KeyType };

export function isAdminUser(user: UserRow, config: Config): boolean {
  return user.role === 'admin' || config.adminDiscordIds.has(user.discord_id);
}

// Tokens per read: far below either database's cap on bound parameters.
const KEY_BATCH = 500;

/** Resolves the bearer token, if any, to a user session or an API key; routes decide what it may do. */
export function authenticate(db: Db, config: Config): Middleware {
  // API keys first: the plugin's uploads, the busiest bearer requests, then need one read, and the
  // keys of requests that arrive together are read together.
  const keyFor = batchCalls(async (tokens: string[]) => {
    const keys = await findKeysForTokens(db, tokens);
    return tokens.map((token) => ({ ok: true as const, value: keys.get(token) ?? null }));
  }, KEY_BATCH);
  return async (ctx, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
    if (match) {
      const token = match[1]!;
      const key: KeyRef | null = await keyFor(token);
      const session = key ? null : await userForSession(db, token);
      if (key) {
        ctx.state.principal = { kind: 'key', keyId: key.id, keyType: key.type } satisfies Principal;
      } else if (session) {
        ctx.state.principal = { kind: 'user', user: session.user, admin: isAdminUser(session.user, config), sessionId: session.sessionId } satisfies Principal;
      }
    }
    await next();
  };
}

function principalOf(ctx: Context): Principal | undefined {
  return ctx.state.principal as Principal | undefined;
}

/** Whether the request carries a valid API key (the plugin's or an admin-made one). */
function hasApiKey(ctx: Context): boolean {
  return principalOf(ctx)?.kind === 'key';
}

/** Lets on only a request with a valid API key (the plugin's token or an admin's key): 401 for anyone else. */
export function apiKeyOnly(): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    if (!hasApiKey(ctx)) throw unauthorized('Send a valid API key (the plugin gets one from POST /api/v1/tokens/public).');
    await next();
  };
  return described(middleware, { kind: 'apiKey' });
}

/** The API key a request behind byCaller's key chain carries. */
export function apiKeyOf(ctx: Context): Extract<Principal, { kind: 'key' }> {
  const principal = principalOf(ctx);
  if (principal?.kind !== 'key') throw unauthorized();
  return principal;
}

/** Who may call a route: anyone signed in on the website, or only its admins. */
export type Access = 'user' | 'admin';

export type SignedIn = Extract<Principal, { kind: 'user' }>;

function signedInAs(ctx: Context, role: Access): SignedIn {
  const principal = principalOf(ctx);
  if (!principal) throw unauthorized();
  if (principal.kind !== 'user') throw forbidden('An API key cannot do that: sign in on the website.');
  if (role === 'admin' && !principal.admin) throw forbidden('Only admins can do that.');
  return principal;
}

/** An answer for this caller alone (their user, their keys, a new secret): no browser or shared cache keeps it. */
export const noStore: Middleware = async (ctx, next) => {
  await next();
  ctx.set('Cache-Control', 'no-store');
};

/** Lets the request on only when its caller holds the role: 401 for no one, 403 for an API key or too small a role. */
export function auth(role: Access): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    signedInAs(ctx, role);
    await noStore(ctx, next);
  };
  return described(middleware, { kind: 'access', role });
}

/** The signed-in caller of a route behind auth(). */
export const callerOf = (ctx: Context): SignedIn => signedInAs(ctx, 'user');

/** One route, two kinds of caller: a request with an API key goes down the first chain, any other down the second. */
export function byCaller(chains: { apiKey: RouterMiddleware[]; other: RouterMiddleware[] }): RouterMiddleware {
  const apiKey = compose(chains.apiKey);
  const other = compose(chains.other);
  const middleware: RouterMiddleware = (ctx, next) => (hasApiKey(ctx) ? apiKey : other)(ctx, next);
  return described(middleware, { kind: 'callers', ...chains });
}
