import { pagePaths } from '@sehat/core/site/page-paths';
import fp from 'fastify-plugin';
import type { WhatsAppAPI } from 'whatsapp-api-js';
import type { AppConfig } from '../../config';
import { whatsappClient } from './client';
import delivery from './delivery';
import exportSection from './export-section';
import inbound from './inbound';
import linkCodes from './link-codes';
import linking from './linking';
import media from './media';
import mediaMessages from './media-messages';
import people from './people';
import safetyAnswer from './safety-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Cloud API client; only while the channel is on. */
    whatsappApi: WhatsAppAPI;
  }
}

/**
 * The WhatsApp Cloud API as a channel into the same inbox (issue 51, ADR 227); nothing of it
 * exists unless its four variables are set.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // A linked number stays the member's data (export, unlinking) while the channel is off.
    await app.register(linkCodes);
    await app.register(linking);
    await app.register(exportSection);
    const settings = config.whatsapp;
    if (!settings) return;
    const client = whatsappClient(settings);
    app.decorate('whatsappApi', client);
    await app.register(people);
    await app.register(delivery, { config: settings, client });
    await app.register(safetyAnswer, {
      crisisContacts: config.selftest.crisisContacts,
      safetyPlanUrl: `${config.siteOrigin}${pagePaths.SafetyPlan}`,
    });
    await app.register(media, { config: settings, client });
    await app.register(mediaMessages);
    await app.register(inbound);
    // A counsellor's reply on a WhatsApp conversation goes on to the person's number; files do
    // not travel this way yet, so they show as failed.
    app.chatService.onCounsellorReply((conversation, message) => {
      if (conversation.channel !== 'whatsapp') return;
      const text = message.type === 'text' ? message.message : null;
      app.whatsappDelivery
        .deliver({ id: message.id, userId: conversation.userId, text })
        .catch((error: unknown) => app.log.error({ err: error }, 'whatsapp: a reply could not be sent'));
    });
  },
  { name: 'whatsapp', dependencies: ['platform', 'chat', 'service-hours'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
