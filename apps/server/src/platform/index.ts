import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from './database/client';
import auditLog from './audit/audit-log';
import eventBus from './realtime/event-bus';
import fileStorage from './files/file-storage';
import uploadQuota from './files/upload-quota';
import housekeeping from './jobs/housekeeping';
import originCheck from './http/origin-check';
import publicCache from './web-pages/public-cache';
import rateLimiter from './http/rate-limiter';
import dataExport from './privacy/data-export';
import guards from './sessions/guards';
import sessions from './sessions/sessions';

/**
 * What every feature leans on: limits, CSRF check, file storage, events, sessions and the guards
 * routes put in front of themselves, public-read cache, housekeeping, audit log, the data export's frame.
 */
export default fp<{ config: AppConfig; database: Database }>(
  async (app, { config, database }) => {
    await app.register(rateLimiter);
    await app.register(originCheck, {
      publicOrigins: config.publicOrigins,
      production: config.env === 'production',
    });
    await app.register(fileStorage, { uploadDir: config.uploadDir });
    await app.register(uploadQuota, { totalBytes: config.uploadQuotaBytes });
    await app.register(eventBus, { database });
    await app.register(sessions, { config });
    await app.register(guards);
    await app.register(publicCache);
    await app.register(housekeeping);
    await app.register(auditLog);
    await app.register(dataExport);
  },
  { name: 'platform', dependencies: ['db'] },
);
