import { pushMessages } from '@sehat/core/push/messages';
import { isAllowedPushEndpoint } from '../../../platform/push/endpoint-policy';
import { isP256PublicKey } from '../../../platform/push/p256-key';
import {
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@sehat/core/push/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { AppError, badRequest } from '../../../platform/http/errors';

/** `/api/push`: the VAPID key, and the logged-in user's devices (ADR 133). */
const push: FastifyPluginAsyncZod<{ allowedOrigins: string[] }> = async (app, { allowedOrigins }) => {
  app.get(
    '/public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key (base64url) a browser subscribes with',
        response: { 200: pushPublicKeySchema, ...errorResponses },
      },
    },
    async () => ({ publicKey: app.pushSender.publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary: "Keep this browser's push subscription: 201 new, 200 known",
        body: pushSubscriptionBodySchema,
        response: { 200: z.object({}), 201: z.object({}), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The server will call this URL: only the browsers' push services (SSRF).
      if (!isAllowedPushEndpoint(request.body.endpoint, allowedOrigins)) {
        throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', pushMessages.endpointRefused, {
          endpoint: pushMessages.endpointRefused,
        });
      }
      // Every push is encrypted to this key: one off the curve could never be delivered.
      if (!isP256PublicKey(request.body.keys.p256dh)) {
        throw badRequest(pushMessages.keyInvalid, { 'keys.p256dh': pushMessages.keyInvalid });
      }
      const created = await app.pushSubscriptions.save(request.user!.id, request.body);
      return reply.code(created ? 201 : 200).send({});
    },
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary: "Stop pushing to this browser (only the user's own subscription)",
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.pushSubscriptions.remove(request.user!.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default push;
