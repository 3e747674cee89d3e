import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PostingLimit } from '../../../config';
import { PG_INTEGER_MAX } from '../../../db/integer';
import { tooManyRequests, unauthorized } from '../../../lib/errors';
import type { Actor } from '../../../policies/forum';

export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(PG_INTEGER_MAX) });

/** The session's user as the policy sees them (routes call this behind requireUser). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw unauthorized();
  return { id: user.id, username: user.username, role: user.role };
}

/** Counts one post by the user against `limit`; 429 with the Indonesian message when over it. */
export async function enforcePostingLimit(
  app: FastifyInstance,
  key: string,
  limit: PostingLimit,
  message: (seconds: number) => string,
): Promise<void> {
  if (limit.windowMs <= 0) return;
  const result = await app.rateLimiter.consume(key, limit.max, limit.windowMs);
  if (!result.allowed) throw tooManyRequests(message(result.retryAfterSec), result.retryAfterSec);
}
