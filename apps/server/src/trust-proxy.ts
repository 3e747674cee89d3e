import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may name the client (ADR 60): none, the last `n` hops, or the listed addresses
 * and networks. Fastify then takes the right-most address a trusted hop added, never the
 * left-most one a client can write itself.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the loopback, link-local and private ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export const trustProxyFromEnv = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        '"true" would trust any X-Forwarded-For a client sends; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `not a hop count, address or network: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** The setting as Fastify's types take it: a hop count becomes "the first `n` hops". */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
