import { isImageMime } from '@sehat/core/chat/file-rules';
import { chatMessages } from '@sehat/core/chat/messages';
import { idParams } from '@sehat/core/validation/id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { conversationFor } from '../policy';

/** `attachment; filename="ascii"; filename*=UTF-8''…` so every browser keeps the real name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['chat'],
        summary: "A chat attachment, for the conversation's user and admins only",
        params: idParams(),
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await app.chatRepository.findMessage(request.params.id);
      const file = message?.file;
      if (!message || !file) throw notFound(chatMessages.conversationNotFound);
      conversationFor(request.user!, await app.chatRepository.findConversation(message.conversationId));

      const stored = await app.fileStorage.open(file.path);
      if (!stored) throw notFound();
      const name = file.originalName ?? message.body;
      // Images show in the chat; PDFs download instead of opening inside the site's origin.
      const disposition = isImageMime(file.mime) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(stored.size))
        .header('content-disposition', contentDisposition(disposition, name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(stored.stream);
    },
  );
};

export default route;
