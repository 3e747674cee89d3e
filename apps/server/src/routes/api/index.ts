import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import adminChat from './admin/chat/index';
import auth from './auth/index';
import chat from './chat/index';
import health from './health/index';
import profile from './profile/index';

/** Every API feature, each under its own prefix. */
const api: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(health, { prefix: '/health' });
  await app.register(auth, { prefix: '/auth', config });
  await app.register(profile, { prefix: '/profile' });
  await app.register(chat, { prefix: '/chat', config });
  await app.register(adminChat, { prefix: '/admin/chat' });
};

export default api;
