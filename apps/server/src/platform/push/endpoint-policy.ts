/**
 * Where the server may send a push: the browsers' push services over https (a subscription's
 * endpoint is a URL the server will call, so anything else is refused: SSRF), plus origins an
 * operator lists in WEB_PUSH_ALLOWED_ORIGINS (tests).
 */
const pushHosts = [
  'fcm.googleapis.com',
  'jmt17.google.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
const pushHostSuffixes = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return pushHosts.includes(host) || pushHostSuffixes.some((suffix) => host.endsWith(suffix));
}
