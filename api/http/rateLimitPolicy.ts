import crypto from 'node:crypto';
import type { Context } from 'koa';
import { addressKey } from './clientAddress';

export interface Limit {
  /** Names the counter; routes that share a name share its count. */
  name: string;
  /** What the count is kept per: the client's address, or the bearer token it sends. */
  per: 'address' | 'token';
  perMinute: number;
  /** A query parameter: only requests that give it a value other than blanks count towards the limit. */
  onlyWith?: string;
}

interface Rule {
  /** "METHOD path", the path as routed: trailing slashes stripped. */
  routes: readonly string[];
  limits: readonly Limit[];
}

/** Requests per minute before RATE_LIMIT_SCALE; routes not listed here are not limited. */
export const RATE_POLICY: readonly Rule[] = [
  {
    // Each step of sign-in stores something (an OAuth state, a session, a development user).
    routes: ['GET /api/v1/auth/discord/login', 'GET /api/v1/auth/discord/callback', 'GET /api/v1/auth/dev', 'POST /api/v1/auth/dev', 'POST /api/v1/auth/session'],
    limits: [{ name: 'sign-in', per: 'address', perMinute: 30 }],
  },
  {
    routes: ['POST /api/v1/tokens/public'],
    limits: [{ name: 'plugin-token', per: 'address', perMinute: 20 }],
  },
  {
    // A scroller sends nine checkpoints a round: as many as a team's uploads, counted apart from them.
    routes: ['POST /api/v1/run-sessions/checkpoints'],
    limits: [
      { name: 'checkpoint', per: 'token', perMinute: 60 },
      { name: 'checkpoint', per: 'address', perMinute: 300 },
    ],
  },
  {
    // A clan behind one address uploads together, so the address may send more than any one token.
    routes: ['POST /api/v1/rounds'],
    limits: [
      { name: 'upload', per: 'token', perMinute: 60 },
      { name: 'upload', per: 'address', perMinute: 300 },
    ],
  },
  {
    // A search scans every name it could match; the app may search as someone types, far slower than a scraper sends.
    routes: ['GET /api/v1/round-times', 'GET /api/v1/users/all'],
    limits: [{ name: 'search', per: 'address', perMinute: 120, onlyWith: 'search' }],
  },
];

/**
 * Server-rendered first visits of Round Times and the Leaderboard (api/http/static.ts): over it, a
 * visitor gets the page without its rows, which the app then fetches. The service worker answers
 * later visits, so a person rarely needs a render at all.
 */
export const FIRST_VISIT_LIMIT: Limit = { name: 'first-visit', per: 'address', perMinute: 30 };

/**
 * Shared links' pictures (/og/, api/unfurl/): every request, and apart from them the ones that draw
 * a picture not drawn before, which cost the most. A crawler asks for each picture once.
 */
export const PICTURE_LIMIT: Limit = { name: 'picture', per: 'address', perMinute: 240 };
export const PICTURE_DRAW_LIMIT: Limit = { name: 'picture-draw', per: 'address', perMinute: 30 };

const limitsByRoute = new Map(RATE_POLICY.flatMap((rule) => rule.routes.map((route) => [route.toLowerCase(), rule.limits] as const)));

/** The limits on a route; the router answers HEAD with the GET route and matches paths in any case, and so does the policy. */
export function limitsForRoute(method: string, path: string): readonly Limit[] {
  return limitsByRoute.get(`${method === 'HEAD' ? 'GET' : method} ${path}`.toLowerCase()) ?? [];
}

const hasValue = (value: string | string[] | undefined) => [value ?? []].flat().some((v) => v.trim() !== '');

export function limitsFor(ctx: Context): readonly Limit[] {
  return limitsForRoute(ctx.method, ctx.path).filter((limit) => !limit.onlyWith || hasValue(ctx.query[limit.onlyWith]));
}

/** The counter this request adds to for a limit, or null when it has nothing to count by (no token). */
export function bucketFor(limit: Limit, ctx: Context): string | null {
  if (limit.per === 'address') return `${limit.name}:address:${addressKey(ctx.ip)}`;
  const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
  // A hash, so the table never holds a usable token.
  return token ? `${limit.name}:token:${crypto.createHash('sha256').update(token).digest('hex')}` : null;
}
