import { loginBodySchema, loginResponseSchema } from '@sehat/core/auth/schemas';
import { authMessages } from '@sehat/core/auth/messages';
import { needsConsent } from '@sehat/core/privacy/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { AppError } from '../../../platform/http/errors';
import { presentUser } from '../../../platform/accounts/user-presenter';
import { DEVICE_COOKIE, recognisedDevice, rememberDevice } from '../login-devices';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials);

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or email',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { login, password } = request.body;
      const user = await app.usersRepository.findForLogin(login);
      // A browser that logged in to this account before is counted by itself: nobody else behind
      // its address (a campus, a mobile carrier's shared address) can lock it out (ADR 180).
      const device = user ? recognisedDevice(request.cookies[DEVICE_COOKIE], user) : undefined;
      if (!device) await app.rateLimiter.enforce('login', { ip: request.ip });

      // The message never says which part was wrong.
      const valid = await app.credentialGuard.verify(
        user ? { userId: user.id } : { loginName: login },
        device ? { device } : { ip: request.ip },
        () =>
          user
            ? app.passwords.verify(user.passwordHash, password)
            : app.passwords.burnCheck(password).then(() => false),
      );
      if (!user || !valid) throw invalidCredentials();

      await app.sessions.start(request, reply, user.id);
      rememberDevice(request, reply, user, config.cookieSecure);
      const { passwordHash: _hash, ...account } = user;
      const lastResult = await app.selftestSubmissions.lastResultOf(user.id);
      return {
        user: presentUser(account),
        lastResult,
        consentNeeded: needsConsent(account),
      };
    },
  );
};

export default route;
