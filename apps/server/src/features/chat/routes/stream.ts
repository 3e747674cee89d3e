import { chatLimits } from '@sehat/core/chat/limits';
import { commonMessages } from '@sehat/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { forbidden } from '../../../platform/http/errors';
import { isForeignRequest } from '../../../platform/http/origin-check';

/** Last-Event-ID (or `lastEventId` for clients that cannot set headers); junk counts as none. */
function resumeId(header: string | string[] | undefined, query: string | undefined): number | null {
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  return raw !== undefined && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/stream',
    {
      // A HEAD would open a stream nobody reads.
      exposeHeadRoute: false,
      schema: {
        tags: ['chat'],
        summary:
          "Server-Sent Events of the viewer's chat: `message` and `read`, each with an id; resumes after Last-Event-ID. " +
          `A session keeps ${chatLimits.streamsPerSession} streams: a newer one sends the oldest \`superseded\` and ends it`,
        produces: ['text/event-stream'],
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      // A GET that carries the cookie: refuse pages of other sites opening it (cross-site
      // EventSource) before holding a connection for them.
      if (isForeignRequest(request, config.publicOrigins)) throw forbidden(commonMessages.foreignOrigin);
      await app.liveStreams.open(
        request,
        reply,
        resumeId(request.headers['last-event-id'], request.query.lastEventId),
      );
    },
  );
};

export default route;
