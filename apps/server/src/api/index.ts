import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import auth from '../features/auth/routes/index';
import chat from '../features/chat/routes/index';
import checkins from '../features/checkins/routes/index';
import education from '../features/education/routes/index';
import forum from '../features/forum/routes/index';
import health from '../features/health/routes/index';
import notificationPreferences from '../features/notification-preferences/routes/index';
import unsubscribe from '../features/notification-preferences/routes/unsubscribe';
import notifications from '../features/notifications/routes/index';
import outcomes from '../features/outcomes/routes/index';
import profile from '../features/profile/routes/index';
import programs from '../features/programs/routes/index';
import reports from '../features/reports/routes/index';
import supervision from '../features/supervision/routes/index';
import screenings from '../features/screenings/routes/index';
import push from '../features/push/routes/index';
import safetyPlan from '../features/safety-plan/routes/index';
import selftest from '../features/selftest/routes/index';
import serviceHours from '../features/service-hours/routes/index';
import shifts from '../features/shifts/routes/index';
import services from '../features/services/routes/index';
import site from '../features/site/routes/index';
import users from '../features/users/routes/index';
import whatsapp from '../features/whatsapp/routes/index';

/**
 * Every API feature. A feature with an admin part registers both of its URL prefixes itself
 * (e.g. `/chat` and `/admin/chat`); the others get theirs here.
 */
const api: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  // Answers depend on the session (accounts, votes, chats, admin lists): never kept by a browser
  // or a shared cache, unless a route says otherwise (ADR 62).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(health, { prefix: '/health' });
  await app.register(site, { prefix: '/site', config });
  await app.register(auth, { prefix: '/auth', config });
  await app.register(users);
  await app.register(profile, { prefix: '/profile' });
  await app.register(education);
  await app.register(forum, { config });
  await app.register(selftest, { config });
  await app.register(screenings);
  await app.register(chat, { config });
  await app.register(notifications, { prefix: '/notifications' });
  await app.register(notificationPreferences, { prefix: '/profile/notification-preferences' });
  await app.register(unsubscribe, { prefix: '/notification-preferences/unsubscribe' });
  await app.register(push, { prefix: '/push', allowedOrigins: config.push.allowedOrigins });
  await app.register(safetyPlan, { prefix: '/safety-plan' });
  await app.register(checkins);
  await app.register(programs);
  await app.register(services);
  await app.register(serviceHours);
  await app.register(shifts, { prefix: '/admin/shifts' });
  await app.register(reports, { prefix: '/admin/reports' });
  await app.register(supervision);
  await app.register(whatsapp, { config });
  await app.register(outcomes, { prefix: '/outcomes' });
};

export default api;
