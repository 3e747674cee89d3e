import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from './database/client';
import auditLog from './audit/audit-log';
import eventBus from './realtime/event-bus';
import liveEvents from './realtime/event-log';
import liveStreams from './realtime/streams';
import fileStorage from './files/file-storage';
import dueJobs from './jobs/due-jobs';
import uploadQuota from './files/upload-quota';
import housekeeping from './jobs/housekeeping';
import unreferencedFiles from './files/unreferenced-files';
import originCheck from './http/origin-check';
import publicCache from './web-pages/public-cache';
import rateLimiter from './http/rate-limiter';
import dataExport from './privacy/data-export';
import mailer from './mail/mailer';
import pushSender from './push/web-push-sender';
import guards from './sessions/guards';
import sessions from './sessions/sessions';
import usersRepository from './accounts/users-repository';

/**
 * What every feature leans on: limits, CSRF check, file storage, the live events and their streams, sessions and the guards
 * routes put in front of themselves, public-read cache, housekeeping and due jobs, audit log, the data export's
 * frame, the mail outbox and web push.
 */
export default fp<{ config: AppConfig; database: Database }>(
  async (app, { config, database }) => {
    await app.register(rateLimiter, { windows: config.rateLimits });
    await app.register(originCheck, {
      publicOrigins: config.publicOrigins,
      production: config.env === 'production',
    });
    await app.register(fileStorage, { mode: config.fileStorage, uploadDir: config.uploadDir });
    await app.register(uploadQuota, { totalBytes: config.uploadQuotaBytes });
    await app.register(eventBus, { database });
    await app.register(liveEvents);
    await app.register(sessions, { config });
    await app.register(usersRepository);
    await app.register(guards);
    await app.register(publicCache);
    await app.register(housekeeping);
    await app.register(unreferencedFiles);
    await app.register(dueJobs);
    await app.register(auditLog);
    await app.register(dataExport);
    await app.register(mailer, { config: config.mail });
    await app.register(pushSender, { subject: `mailto:${config.site.contact.email}` });
    await app.register(liveStreams, { heartbeatMs: config.sseHeartbeatMs });
  },
  { name: 'platform', dependencies: ['db'] },
);
