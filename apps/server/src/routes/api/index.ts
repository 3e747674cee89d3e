import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import adminAuditLog from './admin/audit-log/index';
import adminUsers from './admin/users/index';
import adminSelftest from './admin/selftest/index';
import auth from './auth/index';
import education from './education/index';
import forum from './forum/index';
import adminChat from './admin/chat/index';
import chat from './chat/index';
import health from './health/index';
import profile from './profile/index';
import selftest from './selftest/index';
import site from './site/index';

/** Every API feature, each under its own prefix. */
const api: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(health, { prefix: '/health' });
  await app.register(site, { prefix: '/site', config });
  await app.register(auth, { prefix: '/auth', config });
  await app.register(profile, { prefix: '/profile' });
  await app.register(adminUsers, { prefix: '/admin/users' });
  await app.register(adminAuditLog, { prefix: '/admin/audit-log' });
  await app.register(education);
  await app.register(forum, { prefix: '/forum', config });
  await app.register(selftest, { prefix: '/selftest', config });
  await app.register(adminSelftest, { prefix: '/admin/selftest' });
  await app.register(chat, { prefix: '/chat', config });
  await app.register(adminChat, { prefix: '/admin/chat' });
};

export default api;
