import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PG_INTEGER_MAX } from '../../../db/integer';
import { unauthorized } from '../../../lib/errors';
import type { Actor } from '../../../policies/forum';

export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(PG_INTEGER_MAX) });

/** The session's user as the policy sees them (routes call this behind requireUser). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw unauthorized();
  return { id: user.id, username: user.username, role: user.role };
}
