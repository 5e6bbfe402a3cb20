import os from 'node:os';
import type { Config } from '../../config';
import { badRequest } from '../../http/errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/** The addresses this machine answers on, for a development server listening on every interface. */
function interfaceHosts(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [info.family === 'IPv6' ? `[${info.address.split('%')[0]}]` : info.address] : []));
}

export type OriginCheck = (url: URL) => boolean;

/**
 * Where sign-in may return, from configuration alone and never from a request's headers: PUBLIC_URL
 * and ALLOWED_ORIGINS; without PUBLIC_URL (development), also loopback (the app's dev server has a
 * port of its own) and the address the server listens on.
 */
export function signInOrigins(config: Config): OriginCheck {
  const origins = new Set(config.allowedOrigins);
  if (config.publicUrl) {
    origins.add(new URL(config.publicUrl).origin);
    return (url) => origins.has(url.origin);
  }
  const hosts = ANY_ADDRESS.has(config.host) ? interfaceHosts() : [config.host.includes(':') ? `[${config.host}]` : config.host];
  for (const host of hosts) origins.add(`http://${host}:${config.port}`);
  return (url) => origins.has(url.origin) || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Sign-in only ever returns to our own app. */
export function checkedRedirect(redirectUri: string, allowed: OriginCheck): URL {
  const url = new URL(redirectUri);
  if (!allowed(url)) throw badRequest('redirect_uri: must be an address of this site.', 'redirect_not_allowed');
  return url;
}

/** The app's address with the one-time code in its fragment, which never reaches a server, a log or a Referer. */
export function withCode(redirect: string, code: string): string {
  const url = new URL(redirect);
  url.hash = new URLSearchParams({ code }).toString();
  return url.toString();
}
