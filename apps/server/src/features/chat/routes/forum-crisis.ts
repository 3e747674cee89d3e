import { createHash } from 'node:crypto';
import { forumCrisisBodySchema } from '@sehat/core/chat/forum-crisis';
import { forumCrisisMessages } from '@sehat/core/chat/messages';
import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { badRequest } from '../../../platform/http/errors';
import { assertHasOwnConversation } from '../policy';

/** An alert's key is a digest of the post's text, so the text itself is never kept. */
const alertKey = (text: string) => `forum-${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forum-crisis',
    {
      schema: {
        tags: ['chat'],
        summary:
          'The writer of a forum post with crisis language chose the counsellor: a risk signal (source forum) on their conversation; the text is checked and never kept',
        body: forumCrisisBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      assertHasOwnConversation(user);
      const { text } = request.body;
      if (!hasCrisisLanguage(text)) throw badRequest(forumCrisisMessages.noCrisisLanguage);
      // The same post chosen again adds nothing: the first alert still stands until handled.
      await app.db.transaction((tx) =>
        app.chatTeamAlerts.raise(tx, {
          userId: user.id,
          key: alertKey(text),
          text: forumCrisisMessages.teamAlert,
          source: 'forum',
          risk: { signal: true, crisis: true },
        }),
      );
      return reply.code(204).send(null);
    },
  );
};

export default route;
