import { z } from 'zod';

/** The origin a URL names (`https://sehatjiwa.id`), or null when it is more than an origin. */
function originOf(entry: string): string | null {
  if (!URL.canParse(entry)) return null;
  const url = new URL(entry);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
}

/**
 * PUBLIC_ORIGIN: the origins the site is served at, comma-separated (ADR 62). Browsers' API
 * writes are accepted from these only; they are normalised as browsers send them.
 */
export const publicOriginsFromEnv = z.string().transform((raw, ctx): string[] => {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins = entries.map(originOf);
  const bad = entries.filter((_, i) => origins[i] === null);
  if (bad.length || !entries.length) {
    ctx.addIssue({
      code: 'custom',
      message: `expected origins like https://sehatjiwa.id (scheme, host and port only), comma-separated; not: ${bad.join(', ') || '(empty)'}`,
    });
    return z.NEVER;
  }
  return [...new Set(origins as string[])];
});

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `origin` is a page served from this machine (http://localhost:5173 and the like). */
export function isLoopbackOrigin(origin: string): boolean {
  const parsed = originOf(origin);
  return parsed !== null && LOOPBACK_HOSTS.has(new URL(parsed).hostname);
}

/** A host name (labels of letters, digits and hyphens) or a bracketed IPv6 address, with an optional port. */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as a request names it, for when PUBLIC_ORIGIN is not set: its Host header
 * when that is a plain host and port, else localhost. The Host header is whatever the client
 * wrote; it reaches sitemap.xml, robots.txt and the pages' canonical links only in this shape.
 */
export function requestOriginOf(protocol: string, host: string): string {
  const scheme = protocol === 'https' ? 'https' : 'http';
  return PLAIN_HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : `${scheme}://localhost`;
}
