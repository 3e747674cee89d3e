import { commonMessages } from '@sehat/core/messages';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` guard: a visitor gets 401 with the generic "please log in" message. */
    requireUser: onRequestAsyncHookHandler;
    /** `onRequest` guard: a visitor gets 401 with `message` (the spec's text for that action). */
    requireLogin(message: string): onRequestAsyncHookHandler;
    /** `onRequest` guard: a visitor gets 401, a user who is not an admin 403. */
    requireAdmin: onRequestAsyncHookHandler;
  }
}

/**
 * Who may call a route. Guards run as `onRequest` hooks (a whole subtree's in its index, a
 * single route's in its options), before the body is read or validated: whoever may not call
 * a route learns nothing from it, not even its input rules.
 */
export default fp(
  async (app) => {
    const requireLogin = (message: string) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized(message);
    };
    app.decorate('requireLogin', requireLogin);
    app.decorate('requireUser', requireLogin(commonMessages.notLoggedIn));
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'admin') throw forbidden();
    });
  },
  { name: 'guards', dependencies: ['sessions'] },
);
