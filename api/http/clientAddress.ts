import ipaddr from 'ipaddr.js';

/** The bytes of an IPv6 network prefix: providers hand a subscriber at least a /64, every address in it theirs to use. */
const IPV6_PREFIX_BYTES = 8;

/**
 * What a per-address limit counts by: an IPv4 address as it is (also when written as an IPv4-mapped
 * IPv6 address), an IPv6 address by its /64, so one holder of a prefix cannot count as 2^64 clients.
 * A value that is no address (a socket already gone) counts as itself.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = address.toByteArray().map((byte, i) => (i < IPV6_PREFIX_BYTES ? byte : 0));
  return `${ipaddr.fromByteArray(network).toString()}/${IPV6_PREFIX_BYTES * 8}`;
}
