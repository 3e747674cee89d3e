import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import exportSection from './export-section';
import notifier from './notifier';
import outsideDelivery from './outside-delivery';
import repository from './repository';
import securityNotices from './security-notices';

/**
 * Notifications: written with what causes them, read and marked by their recipient, and sent by
 * push and e-mail as the recipient's preferences say (ADR 131).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(outsideDelivery, { pollMs: config.mail.pollMs, siteOrigin: config.siteOrigin });
    await app.register(notifier);
    await app.register(securityNotices, { siteOrigin: config.siteOrigin });
    await app.register(repository);
    await app.register(exportSection);
  },
  { name: 'notifications', dependencies: ['platform', 'push', 'notification-preferences'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
export type { SecurityNotices } from './security-notices';
