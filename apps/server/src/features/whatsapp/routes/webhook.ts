import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { deliveryStatuses, type DeliveryStatus } from '@sehat/core/whatsapp/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WhatsAppAPIError,
  WhatsAppAPIFailedToVerifyError,
  WhatsAppAPIFailedToVerifyTokenError,
  WhatsAppAPIMissingRawBodyError,
  WhatsAppAPIMissingSignatureError,
} from 'whatsapp-api-js/errors';
import type { PostData } from 'whatsapp-api-js/types';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { badRequest, forbidden, unauthorized } from '../../../platform/http/errors';

const isDeliveryStatus = (status: string): status is DeliveryStatus =>
  (deliveryStatuses as readonly string[]).includes(status);

const handshakeQuery = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(512).optional(),
  'hub.challenge': z.string().max(512).optional(),
});

/** The part of Meta's payload the client reads; anything else is refused once its signature is checked. */
const payloadShape = z.object({
  object: z.string(),
  entry: z
    .array(z.object({ changes: z.array(z.object({ value: z.object({ metadata: z.object({}) }) })).min(1) }))
    .min(1),
});

/** The payload when it has that shape; else an empty one, which the client refuses (400) after the signature. */
const parsed = (raw: string): PostData => {
  try {
    const data: unknown = JSON.parse(raw);
    return (payloadShape.safeParse(data).success ? data : {}) as PostData;
  } catch {
    return {} as PostData;
  }
};

/** `/api/channels/whatsapp/webhook`: Meta's handshake (GET) and deliveries (POST), api.md "WhatsApp". */
const webhook: FastifyPluginAsyncZod = async (app) => {
  const client = app.whatsappApi;
  client.on.message = (args) => app.whatsappInbound.receive(args);
  client.on.status = async ({ id, status }) => {
    if (isDeliveryStatus(status)) await app.whatsappDelivery.record(id, status);
  };

  // The signature is an HMAC over the exact bytes Meta sent: this route keeps the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: "Meta's webhook handshake: the challenge back when the verify token matches",
        querystring: handshakeQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const {
          'hub.mode': mode = '',
          'hub.verify_token': token = '',
          'hub.challenge': challenge = '',
        } = request.query;
        // An empty mode or token is "missing" to the client: 400.
        const answer = client.get({
          'hub.mode': mode as 'subscribe',
          'hub.verify_token': token,
          'hub.challenge': challenge,
        });
        return reply.type('text/plain; charset=utf-8').send(answer);
      } catch (error) {
        if (error instanceof WhatsAppAPIFailedToVerifyTokenError)
          throw forbidden(whatsappMessages.verifyTokenWrong);
        if (error instanceof WhatsAppAPIError) throw badRequest(whatsappMessages.payloadInvalid);
        throw error;
      }
    },
  );

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'A signed delivery from Meta (messages, statuses): 200 once stored; unsigned 401',
        response: { 200: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-hub-signature-256'];
      try {
        // An empty signature is "missing" to the client: 401.
        await client.post(parsed(raw), raw, typeof signature === 'string' ? signature : '');
      } catch (error) {
        if (
          error instanceof WhatsAppAPIMissingSignatureError ||
          error instanceof WhatsAppAPIFailedToVerifyError ||
          error instanceof WhatsAppAPIMissingRawBodyError
        ) {
          throw unauthorized(whatsappMessages.signatureInvalid);
        }
        // Signed, but not a message or a status (Meta's other fields): nothing to keep.
        if (error instanceof WhatsAppAPIError && error.httpStatus === 200) return reply.code(200).send(null);
        if (error instanceof WhatsAppAPIError) throw badRequest(whatsappMessages.payloadInvalid);
        throw error;
      }
      return reply.code(200).send(null);
    },
  );
};

export default webhook;
