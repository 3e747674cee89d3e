import { matchPath } from 'react-router';
import { isScreeningCode } from '@sehat/core/screenings/instruments';
import { resultRouteNames } from '@sehat/core/selftest/result-routing';
import { authParams, paths, type ReturnTo } from '#web/config/paths';

/** Resolves relative addresses only; a `next` that reaches any other origin is refused. */
const ownOrigin = 'https://sehat-jiwa.invalid';

/** Every page a visitor may be sent back to: the route table, except login, register, consent. */
const returnablePatterns = Object.entries(paths)
  .filter(([name]) => name !== 'Login' && name !== 'Register' && name !== 'Consent')
  .map(([, route]) => route.path);

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * A `next` parameter made safe: a same-site path of the route table (with its query and hash),
 * or null. Absolute and protocol-relative addresses, backslashes and unknown paths are refused,
 * so a crafted login link cannot send anyone to another site.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== ownOrigin || !matchesAny(returnablePatterns, url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return-to of a /login or /register address, or null. */
export function readReturnTo(search: URLSearchParams): ReturnTo | null {
  const path = safeReturnPath(search.get(authParams.next));
  if (!path) return null;
  const chat = search.get(authParams.chat) === '1';
  const share = search.get(authParams.share);
  // '1' is how links before every screening could be shared named SRQ-29's.
  const code = share === '1' ? 'srq29' : share;
  return { path, chat, share: chat && isScreeningCode(code) ? code : undefined };
}

/**
 * Whether the visitor's result on this device stays theirs after they sign in: they go back to
 * it, or they chose to share it with the counsellors.
 */
export function keepsVisitorResult(returnTo: ReturnTo | null): boolean {
  if (!returnTo) return false;
  if (returnTo.share) return true;
  const { pathname } = new URL(returnTo.path, ownOrigin);
  return matchesAny(
    resultRouteNames.map((name) => paths[name].path),
    pathname,
  );
}
