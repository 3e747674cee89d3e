import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import auditLog from './audit-log';
import eventBus from './event-bus';
import fileStorage from './file-storage';
import housekeeping from './housekeeping';
import originCheck from './origin-check';
import publicCache from './public-cache';
import rateLimiter from './rate-limiter';

/** What every feature leans on: limits, CSRF check, file storage, events, public-read cache, housekeeping, audit log. */
export default fp<{ config: AppConfig; database: Database }>(
  async (app, { config, database }) => {
    await app.register(rateLimiter);
    await app.register(originCheck, {
      publicOrigins: config.publicOrigins,
      production: config.env === 'production',
    });
    await app.register(fileStorage, { uploadDir: config.uploadDir });
    await app.register(eventBus, { database });
    await app.register(publicCache);
    await app.register(housekeeping, { retention: config.retention });
    await app.register(auditLog);
  },
  { name: 'platform', dependencies: ['db'] },
);
