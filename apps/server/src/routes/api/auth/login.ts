import { loginBodySchema } from '@sehat/core/auth/schemas';
import { authMessages } from '@sehat/core/messages';
import { lastResultSchema, userSchema } from '@sehat/core/user/user-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../lib/error-body';
import { AppError, tooManyRequests } from '../../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../../lib/passwords';
import { presentLastResult } from '../../../presenters/selftest';
import { presentUser } from '../../../presenters/user';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials);

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { perIp, perAccount, windowMs } = config.loginLimits;

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or email',
        body: loginBodySchema,
        response: {
          200: z.object({ user: userSchema, lastResult: lastResultSchema }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { login, password } = request.body;
      const ipLimit = await app.rateLimiter.consume(`login:ip:${request.ip}`, perIp, windowMs);
      if (!ipLimit.allowed) {
        throw tooManyRequests(authMessages.tooManyLoginAttempts, ipLimit.retryAfterSec);
      }

      const user = await app.usersRepository.findForLogin(login);
      // Failures are counted per account (or per unknown name), so guessing one account's
      // password from many addresses is slowed too. The message never says which part was wrong.
      const failureKey = user ? `login:fail:user:${user.id}` : `login:fail:name:${login.toLowerCase()}`;
      if ((await app.rateLimiter.peek(failureKey)) >= perAccount) {
        throw tooManyRequests(authMessages.tooManyLoginAttempts);
      }
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await burnPasswordCheck(password).then(() => false);
      if (!user || !valid) {
        await app.rateLimiter.consume(failureKey, perAccount, windowMs);
        throw invalidCredentials();
      }

      await app.rateLimiter.reset(failureKey);
      await app.sessions.start(request, reply, user.id);
      const { passwordHash: _hash, ...account } = user;
      const last = await app.selftestSubmissions.lastResultOf(user.id);
      return { user: presentUser(account), lastResult: last ? presentLastResult(last) : null };
    },
  );
};

export default route;
