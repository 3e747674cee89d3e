import { notificationPreferenceMessages } from '@sehat/core/notification-preferences/messages';
import { notificationSettingsAnchor } from '@sehat/core/notification-preferences/schemas';
import { pagePaths } from '@sehat/core/site/page-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { AppError } from '../../../platform/http/errors';

const querystring = z.object({ token: z.string().max(200).default('') });

/**
 * `/api/notification-preferences/unsubscribe`: the List-Unsubscribe address of notification
 * mails. A mail client POSTs to it (RFC 8058) and that kind's e-mails stop; a person who opens
 * it in a browser (GET) lands on their profile's settings, and nothing changes.
 */
const unsubscribe: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's body is the form `List-Unsubscribe=One-Click`; nothing in it matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['profile'],
        summary: "One-click unsubscribe (RFC 8058): the signed token's kind of e-mail is turned off",
        querystring,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const target = app.unsubscribeLinks.read(request.query.token);
      if (!target) {
        throw new AppError(
          400,
          'UNSUBSCRIBE_TOKEN_INVALID',
          notificationPreferenceMessages.unsubscribeInvalid,
        );
      }
      await app.notificationPreferences.turnOff(target.userId, target.kind, 'email');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '',
    { schema: { tags: ['profile'], summary: 'Opened in a browser: to the profile settings', querystring } },
    async (_request, reply) => reply.redirect(`${pagePaths.Profile}#${notificationSettingsAnchor}`, 303),
  );
};

export default unsubscribe;
