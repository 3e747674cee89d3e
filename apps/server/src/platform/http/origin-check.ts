import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '@sehat/core/messages';
import { forbidden } from './errors';
import { isLoopbackOrigin } from '../../public-origins';
import { isApiRequest } from './api-route';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a page at `origin` may call the API: one of PUBLIC_ORIGIN's, never whatever the Host
 * header says. Without PUBLIC_ORIGIN only a page on this machine at the server's own address
 * may (development, tests): a foreign site's name pointed at the server (DNS rebinding) is not
 * a loopback name (ADR 62).
 */
function isAcceptedOrigin(
  origin: string,
  request: FastifyRequest,
  publicOrigins: readonly string[],
): boolean {
  if (publicOrigins.length) return publicOrigins.includes(origin);
  return isLoopbackOrigin(origin) && origin === `${request.protocol}://${request.host}`;
}

/**
 * Whether a browser made this request on behalf of another site. Browsers send Origin and
 * Sec-Fetch-Site on such calls; non-browser clients send neither.
 */
export function isForeignRequest(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return Boolean(origin && !isAcceptedOrigin(origin, request, publicOrigins));
}

/** Refuses state-changing API calls that a browser made on behalf of another site (CSRF). */
export default fp<{ publicOrigins: readonly string[]; production: boolean }>(
  async (app, { publicOrigins, production }) => {
    if (production && !publicOrigins.length)
      app.log.warn('PUBLIC_ORIGIN is not set: browsers may change data only from pages at localhost');
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      if (isForeignRequest(request, publicOrigins)) throw forbidden(commonMessages.foreignOrigin);
    });
  },
  { name: 'origin-check' },
);
