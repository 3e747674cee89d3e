import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import settings from './settings';
import webhook from './webhook';

/**
 * `/api/channels/whatsapp` (only while the channel is on: otherwise 404) and the admins'
 * `/api/admin/whatsapp` explanation of its settings.
 */
const whatsapp: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  if (config.whatsapp) await app.register(webhook, { prefix: '/channels/whatsapp' });
  await app.register(settings, { prefix: '/admin/whatsapp', config });
};

export default whatsapp;
