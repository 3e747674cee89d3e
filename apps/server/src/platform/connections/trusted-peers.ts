import { BlockList, isIPv4 } from 'node:net';
import type { TrustProxy } from '../../trust-proxy';

/** proxy-addr's range names (TRUST_PROXY accepts them), as networks. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether a connection's peer is one of the proxies TRUST_PROXY names (ADR 60): its connections
 * carry many clients, so they are not held to one client's connection cap. A hop count trusts
 * whatever connects (it is the proxy in front).
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    for (const [network, prefix, family] of NAMED_RANGES[entry] ?? [])
      list.addSubnet(network, prefix, family);
    if (NAMED_RANGES[entry]) continue;
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (address) => {
    const plain = unmapped(address);
    return list.check(plain, familyOf(plain));
  };
}
