import type { Context } from 'koa';
import type { Config } from '../../config';
import { badRequest } from '../../http/errors';

/** Sign-in only ever returns to our own app: PUBLIC_URL's origin, ALLOWED_ORIGINS, or the origin the request came to. */
export function checkedRedirect(redirectUri: string, config: Config, requestOrigin: string): URL {
  const url = new URL(redirectUri);
  const allowed = new Set([requestOrigin, ...config.allowedOrigins]);
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);
  if (!allowed.has(url.origin)) throw badRequest('redirect_uri: must be an address of this site.', 'redirect_not_allowed');
  return url;
}

/** Where this request was sent, as the browser saw it (behind a proxy, from PUBLIC_URL's trust). */
export function requestOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}

export function withToken(redirect: URL, token: string): string {
  const url = new URL(redirect);
  url.searchParams.set('token', token);
  return url.toString();
}
