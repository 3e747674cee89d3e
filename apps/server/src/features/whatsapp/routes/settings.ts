import { whatsappSettingsSchema } from '@sehat/core/whatsapp/schemas';
import { whatsappRequiredEnv, whatsappWebhookPath } from '@sehat/core/whatsapp/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';

/** `GET /api/admin/whatsapp`: whether the channel is on and what to set where (never a secret). */
const settings: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireStaff('serviceHours'));
  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'whatsapp'],
        summary: "The WhatsApp channel's state, webhook address and the variables it needs",
        response: { 200: whatsappSettingsSchema, ...errorResponses },
      },
    },
    async () => ({
      enabled: config.whatsapp !== undefined,
      webhookUrl: `${config.siteOrigin}${whatsappWebhookPath}`,
      required: [...whatsappRequiredEnv],
      followupTemplate: config.whatsapp?.followupTemplate ?? null,
    }),
  );
};

export default settings;
