import { commonMessages } from '@sehat/core/messages';
import { mayUse, type StaffArea } from '@sehat/core/user/access';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` guard: a visitor gets 401 with the generic "please log in" message. */
    requireUser: onRequestAsyncHookHandler;
    /** `onRequest` guard: a visitor gets 401 with `message` (the spec's text for that action). */
    requireLogin(message: string): onRequestAsyncHookHandler;
    /** `onRequest` guard: a visitor gets 401, an account whose role may not use `area` 403. */
    requireStaff(area: StaffArea): onRequestAsyncHookHandler;
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
    app.decorate('requireStaff', (area: StaffArea) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!mayUse(request.user.role, area)) throw forbidden();
    });
  },
  { name: 'guards', dependencies: ['sessions'] },
);
