import type { FastifyRequest } from 'fastify';
import { idParams } from '@sehat/core/validation/id';
import { unauthorized } from '../../../platform/http/errors';
import type { Actor } from '../policy';

export const idParamsSchema = idParams();

/** The session's user as the policy sees them (routes call this behind requireUser). */
export function forumActorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw unauthorized();
  return { id: user.id, username: user.username, role: user.role, createdAt: user.createdAt };
}
