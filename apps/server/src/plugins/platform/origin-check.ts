import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '@sehat/core/messages';
import { forbidden } from '../../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a browser made this request on behalf of another site. Browsers send Origin and
 * Sec-Fetch-Site on such calls; non-browser clients send neither.
 */
export function isForeignRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return Boolean(origin && origin !== ownOrigin(request) && origin !== publicOrigin);
}

/** Refuses state-changing API calls that a browser made on behalf of another site (CSRF). */
export default fp<{ publicOrigin?: string | undefined }>(
  async (app, { publicOrigin }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (isForeignRequest(request, publicOrigin)) throw forbidden(commonMessages.foreignOrigin);
    });
  },
  { name: 'origin-check' },
);
