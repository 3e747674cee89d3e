import { useEffect, useState } from 'react';
import { tokenParam } from '@sehat/core/auth/recovery';

/**
 * The token a mailed link carried. Once read, the address bar loses it (history too): it is
 * not left in the history, a bookmark or a Referer. These pages are never rendered on the
 * server, so reading `window` here is safe.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => new URL(window.location.href).searchParams.get(tokenParam));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(tokenParam)) return;
    url.searchParams.delete(tokenParam);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return token;
}

/**
 * No Referer from this page, whatever it links to (the server also sends Referrer-Policy:
 * no-referrer with it); React places the tag in <head> while the page is shown.
 */
export function NoReferrer() {
  return <meta name="referrer" content="no-referrer" />;
}
