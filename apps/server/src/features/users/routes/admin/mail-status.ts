import { mailStatusSchema } from '@sehat/core/admin/mail-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';

/** `/api/admin/mail-status`: the users screen says when mail cannot reach anyone. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether SMTP is configured, and how many mails wait after failing',
        response: { 200: mailStatusSchema, ...errorResponses },
      },
    },
    () => app.mailer.status(),
  );
};

export default route;
