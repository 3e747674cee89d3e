import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import profileLink from './profile-link';
import settings from './settings';
import webhook from './webhook';

/**
 * `/api/channels/whatsapp` (only while the channel is on: otherwise 404), the admins'
 * `/api/admin/whatsapp` explanation of its settings and the member's `/api/profile/whatsapp`.
 */
const whatsapp: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  if (config.whatsapp) await app.register(webhook, { prefix: '/channels/whatsapp' });
  await app.register(settings, { prefix: '/admin/whatsapp', config });
  await app.register(profileLink, { prefix: '/profile/whatsapp', enabled: config.whatsapp !== undefined });
};

export default whatsapp;
