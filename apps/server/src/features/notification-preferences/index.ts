import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import preferencesRepository from './preferences-repository';
import unsubscribeLinks from './unsubscribe-links';

/** Per kind and channel, how a person wants to hear of their notifications (issue 33 item 6). */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(preferencesRepository);
    await app.register(unsubscribeLinks, { siteOrigin: config.siteOrigin });
    app.dataExporter.section('notificationPreferences', (user) =>
      app.notificationPreferences.of(app.db, user.id),
    );
  },
  { name: 'notification-preferences', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
export { default as unsubscribeRoutes } from './routes/unsubscribe';
