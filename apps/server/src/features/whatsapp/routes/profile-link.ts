import { maskPhone } from '@sehat/core/whatsapp/link';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { whatsappLinkCodeSchema, whatsappLinkStateSchema } from '@sehat/core/whatsapp/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { conflict, forbidden, notFound } from '../../../platform/http/errors';

/**
 * `/api/profile/whatsapp` (ADR 233): the member's linked number, masked; a one-time code to link
 * one from WhatsApp; unlinking. Only people who chat (role `user`) link a number.
 */
const profileLink: FastifyPluginAsyncZod<{ enabled: boolean }> = async (app, { enabled }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags: ['profile', 'whatsapp'],
        summary: 'Whether a number can be linked, and the linked one (masked)',
        response: { 200: whatsappLinkStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const link = await app.whatsappLinking.linkOf(request.user!.id);
      return {
        enabled,
        linked: link ? { phone: maskPhone(link.phone), linkedAt: link.linkedAt.toISOString() } : null,
      };
    },
  );

  app.post(
    '/link-code',
    {
      schema: {
        tags: ['profile', 'whatsapp'],
        summary: 'A one-time code to send from WhatsApp (10 minutes, single use); replaces an earlier one',
        response: { 201: whatsappLinkCodeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!enabled) throw notFound(whatsappMessages.link.channelOff);
      if (user.role !== 'user') throw forbidden();
      if (await app.whatsappLinking.linkOf(user.id)) {
        throw conflict('WHATSAPP_ALREADY_LINKED', whatsappMessages.link.alreadyLinked);
      }
      const { code, expiresAt } = await app.whatsappLinkCodes.issue(user.id);
      return reply.code(201).send({ code, expiresAt: expiresAt.toISOString() });
    },
  );

  app.delete(
    '',
    {
      schema: {
        tags: ['profile', 'whatsapp'],
        summary: 'Unlink the WhatsApp number; the messages stay in the conversation',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.whatsappLinking.unlink(request.user!.id);
      return reply.code(204).send(null);
    },
  );
};

export default profileLink;
