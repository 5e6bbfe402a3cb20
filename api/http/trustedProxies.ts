import type { Middleware } from 'koa';
import proxyaddr from 'proxy-addr';

/**
 * The client's address: the socket's peer, unless that peer is a proxy the configuration names. Only
 * then is X-Forwarded-For read, from its right, up to the first address that is not such a proxy; a
 * client that reaches the server directly cannot choose the address its limits are counted by.
 */
export function clientAddress(trustedProxies: readonly string[]): Middleware {
  if (trustedProxies.length === 0) return (_ctx, next) => next();
  const trust = proxyaddr.compile([...trustedProxies]);
  return async (ctx, next) => {
    ctx.request.ip = proxyaddr(ctx.req, trust);
    await next();
  };
}
