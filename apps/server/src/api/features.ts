import type { FastifyInstance, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';
import type { AppConfig } from '../config';
import auth, { routes as authRoutes } from '../features/auth/index';
import chat, { routes as chatRoutes } from '../features/chat/index';
import checkins, { routes as checkinRoutes } from '../features/checkins/index';
import education, { routes as educationRoutes } from '../features/education/index';
import forum, { routes as forumRoutes } from '../features/forum/index';
import { routes as healthRoutes } from '../features/health/index';
import notificationPreferences, {
  routes as notificationPreferenceRoutes,
  unsubscribeRoutes,
} from '../features/notification-preferences/index';
import notifications, { routes as notificationRoutes } from '../features/notifications/index';
import outcomes, { routes as outcomeRoutes } from '../features/outcomes/index';
import profile, { routes as profileRoutes } from '../features/profile/index';
import programs, { routes as programRoutes } from '../features/programs/index';
import push, { routes as pushRoutes } from '../features/push/index';
import reports, { routes as reportRoutes } from '../features/reports/index';
import safetyPlan, { routes as safetyPlanRoutes } from '../features/safety-plan/index';
import screenings, { routes as screeningRoutes } from '../features/screenings/index';
import selftest, { routes as selftestRoutes } from '../features/selftest/index';
import serviceHours, { routes as serviceHourRoutes } from '../features/service-hours/index';
import services, { routes as serviceRoutes } from '../features/services/index';
import shifts, { routes as shiftRoutes } from '../features/shifts/index';
import { routes as siteRoutes } from '../features/site/index';
import supervision, { routes as supervisionRoutes } from '../features/supervision/index';
import users, { routes as userRoutes } from '../features/users/index';
import whatsapp, { routes as whatsappRoutes } from '../features/whatsapp/index';
import { inDependencyOrder, type PluginMeta } from './feature-order';

type Mount = (app: FastifyInstance) => PromiseLike<unknown>;

export interface Feature {
  /** Its decorators: the feature's fastify-plugin, registered on the app itself. */
  plugin?: PluginMeta & { mount: Mount };
  /** Its routes, under `/api`. */
  routes: Mount[];
}

/** The name and `dependencies` fastify-plugin keeps on a plugin. */
function metaOf(plugin: object): PluginMeta {
  const meta = (plugin as Record<symbol, Partial<PluginMeta> | undefined>)[Symbol.for('plugin-meta')];
  if (!meta?.name) throw new Error('a feature plugin must be a named fastify-plugin');
  return { name: meta.name, dependencies: meta.dependencies ?? [] };
}

function decorators<O extends FastifyPluginOptions>(
  plugin: FastifyPluginCallback<O>,
  options: O,
): Feature['plugin'] {
  return { ...metaOf(plugin), mount: (app) => app.register(plugin, options) };
}

/**
 * Every feature, registered from this one list: its plugin on the app (ordered by the
 * dependencies each declares, ADR 240), then its routes under `/api`. A feature with an admin
 * part mounts both of its URL prefixes itself (e.g. `/chat` and `/admin/chat`).
 */
export function features(config: AppConfig): Feature[] {
  const list: Feature[] = [
    { routes: [(api) => api.register(healthRoutes, { prefix: '/health' })] },
    { routes: [(api) => api.register(siteRoutes, { prefix: '/site', config })] },
    {
      plugin: decorators(auth, { config }),
      routes: [(api) => api.register(authRoutes, { prefix: '/auth', config })],
    },
    { plugin: decorators(users, {}), routes: [(api) => api.register(userRoutes)] },
    {
      plugin: decorators(profile, {}),
      routes: [(api) => api.register(profileRoutes, { prefix: '/profile' })],
    },
    { plugin: decorators(education, {}), routes: [(api) => api.register(educationRoutes)] },
    {
      plugin: decorators(forum, { standing: config.forumStanding }),
      routes: [(api) => api.register(forumRoutes, { config })],
    },
    { plugin: decorators(selftest, {}), routes: [(api) => api.register(selftestRoutes, { config })] },
    {
      plugin: decorators(screenings, { config }),
      routes: [(api) => api.register(screeningRoutes)],
    },
    { plugin: decorators(chat, { config }), routes: [(api) => api.register(chatRoutes, { config })] },
    {
      plugin: decorators(notifications, { config }),
      routes: [(api) => api.register(notificationRoutes, { prefix: '/notifications' })],
    },
    {
      plugin: decorators(notificationPreferences, { config }),
      routes: [
        (api) => api.register(notificationPreferenceRoutes, { prefix: '/profile/notification-preferences' }),
        (api) => api.register(unsubscribeRoutes, { prefix: '/notification-preferences/unsubscribe' }),
      ],
    },
    {
      plugin: decorators(push, {}),
      routes: [
        (api) => api.register(pushRoutes, { prefix: '/push', allowedOrigins: config.push.allowedOrigins }),
      ],
    },
    {
      plugin: decorators(safetyPlan, {}),
      routes: [(api) => api.register(safetyPlanRoutes, { prefix: '/safety-plan' })],
    },
    { plugin: decorators(checkins, { config }), routes: [(api) => api.register(checkinRoutes)] },
    { plugin: decorators(programs, {}), routes: [(api) => api.register(programRoutes)] },
    { plugin: decorators(services, {}), routes: [(api) => api.register(serviceRoutes)] },
    { plugin: decorators(serviceHours, {}), routes: [(api) => api.register(serviceHourRoutes)] },
    {
      plugin: decorators(shifts, {}),
      routes: [(api) => api.register(shiftRoutes, { prefix: '/admin/shifts' })],
    },
    {
      plugin: decorators(reports, {}),
      routes: [(api) => api.register(reportRoutes, { prefix: '/admin/reports' })],
    },
    { plugin: decorators(supervision, {}), routes: [(api) => api.register(supervisionRoutes)] },
    { plugin: decorators(whatsapp, { config }), routes: [(api) => api.register(whatsappRoutes, { config })] },
    {
      plugin: decorators(outcomes, {}),
      routes: [(api) => api.register(outcomeRoutes, { prefix: '/outcomes' })],
    },
  ];
  return inDependencyOrder(list, (feature) => feature.plugin);
}
