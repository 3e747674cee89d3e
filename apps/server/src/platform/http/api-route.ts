import type { FastifyRequest } from 'fastify';

/**
 * The pattern of the route that answers this request (`/api/forum/questions/:id`), or undefined
 * when none does. The router decodes the path first, so `/%61pi/...` reaches the `/api/...`
 * handlers: whatever decides by path (the origin check, the session lookup) asks this, never
 * the raw URL text.
 */
export const routePatternOf = (request: FastifyRequest): string | undefined => request.routeOptions.url;

/** Whether an API handler answers this request, however its path was spelled. */
export function isApiRequest(request: FastifyRequest): boolean {
  return routePatternOf(request)?.startsWith('/api/') ?? false;
}
