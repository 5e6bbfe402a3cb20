import dns from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../../http/errors';

type Lookup = (host: string) => Promise<readonly { address: string }[]>;

const resolveAll: Lookup = (host) => dns.lookup(host, { all: true });
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Refuses a push endpoint the server must not post to: anything but https (a loopback http address
 * outside production, for development and tests), and in production a host that resolves to a
 * loopback, private, link-local or other non-public address, so no subscription can make the server
 * post into its own network.
 */
export async function checkPushEndpoint(endpoint: string, production: boolean, lookup: Lookup = resolveAll): Promise<void> {
  const url = new URL(endpoint);
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(loopbackHttp && !production)) throw badRequest('endpoint: must be an https:// address', 'invalid_input');
  if (!production) return;
  const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, '')).catch(() => {
    throw badRequest('endpoint: its host does not resolve', 'invalid_input');
  });
  if (addresses.length === 0 || addresses.some(({ address }) => ipaddr.process(address).range() !== 'unicast')) {
    throw badRequest('endpoint: must be a push service on the public internet', 'invalid_input');
  }
}
