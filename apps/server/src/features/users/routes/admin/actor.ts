import type { FastifyRequest } from 'fastify';
import type { AdminActor } from '../../admin-user-commands';

/** The acting admin, from the session (the onRequest guard has already required one). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  const user = request.user!;
  return { id: user.id, username: user.username, sessionId: request.sessionId };
}
