import { useIndonesianValidationErrors } from '@sehat/core/validation/locale';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import adminUserCommands from './plugins/app/admin-user-commands';
import adminUsersRepository from './plugins/app/admin-users-repository';
import auditLog from './plugins/app/audit-log';
import avatars from './plugins/app/avatars';
import chatEvents from './plugins/app/chat-events';
import chatFiles from './plugins/app/chat-files';
import chatInbox from './plugins/app/chat-inbox';
import chatRepository from './plugins/app/chat-repository';
import chatService from './plugins/app/chat-service';
import chatStreams from './plugins/app/chat-streams';
import errorHandler from './plugins/app/error-handler';
import eventBus from './plugins/app/event-bus';
import fileStorage from './plugins/app/file-storage';
import forumQuestionsRepository from './plugins/app/forum-questions-repository';
import forumResponsesRepository from './plugins/app/forum-responses-repository';
import forumVotesRepository from './plugins/app/forum-votes-repository';
import forumReportsRepository from './plugins/app/forum/forum-reports-repository';
import moderationDecisions from './plugins/app/forum/moderation-decisions';
import moderationLog from './plugins/app/forum/moderation-log';
import moderationQueue from './plugins/app/forum/moderation-queue';
import housekeeping from './plugins/app/housekeeping';
import journalsRepository from './plugins/app/journals-repository';
import notFound from './plugins/app/not-found';
import originCheck from './plugins/app/origin-check';
import rateLimiter from './plugins/app/rate-limiter';
import selftestQuestions from './plugins/app/selftest-questions-repository';
import selftestSubmissions from './plugins/app/selftest-submissions-repository';
import sessions from './plugins/app/sessions';
import usersRepository from './plugins/app/users-repository';
import cookie from './plugins/external/cookie';
import db from './plugins/external/db';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static-files';
import swagger from './plugins/external/swagger';
import api from './routes/api/index';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
}

useIndonesianValidationErrors();

/** The whole HTTP application: external plugins → app plugins → routes. Tests build it too. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(db, { database });
  await app.register(cookie);
  await app.register(securityHeaders);
  await app.register(multipart);
  await app.register(rateLimit, { max: config.apiRateLimitPerMinute });
  await app.register(swagger);

  await app.register(rateLimiter);
  await app.register(usersRepository);
  await app.register(sessions, { config });
  await app.register(originCheck, { publicOrigin: config.publicOrigin });
  await app.register(fileStorage, { uploadDir: config.uploadDir });
  await app.register(avatars);
  await app.register(housekeeping);
  await app.register(auditLog);
  await app.register(adminUsersRepository);
  await app.register(adminUserCommands);
  await app.register(journalsRepository);
  await app.register(forumQuestionsRepository);
  await app.register(forumResponsesRepository);
  await app.register(forumVotesRepository);
  await app.register(forumReportsRepository);
  await app.register(moderationQueue);
  await app.register(moderationDecisions);
  await app.register(moderationLog);
  await app.register(selftestQuestions);
  await app.register(selftestSubmissions);
  await app.register(eventBus, { database });
  await app.register(chatEvents);
  await app.register(chatRepository);
  await app.register(chatFiles);
  await app.register(chatService);
  await app.register(chatInbox);
  await app.register(chatStreams, { heartbeatMs: config.sseHeartbeatMs });

  await app.register(api, { prefix: '/api', config });
  await app.register(staticFiles, { webDistDir: config.webDistDir, uploadDir: config.uploadDir });
  await app.register(notFound, { webDistDir: config.webDistDir });

  return app;
}
