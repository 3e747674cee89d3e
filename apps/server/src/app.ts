import { useIndonesianValidationErrors } from '@sehat/core/validation/locale';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import auth from './plugins/app/auth/index';
import chat from './plugins/app/chat/index';
import education from './plugins/app/education/index';
import forum from './plugins/app/forum/index';
import notifications from './plugins/app/notifications/index';
import profile from './plugins/app/profile/index';
import selftest from './plugins/app/selftest/index';
import users from './plugins/app/users/index';
import compression from './plugins/external/compression';
import cookie from './plugins/external/cookie';
import db from './plugins/external/db';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static-files';
import swagger from './plugins/external/swagger';
import availability from './plugins/platform/availability';
import errorHandler from './plugins/platform/error-handler';
import platform from './plugins/platform/index';
import notFound from './plugins/platform/not-found';
import { readChunkPreloads } from './lib/chunk-preloads';
import { loadRendererFactory } from './lib/page-renderer';
import webPages, { readShell } from './plugins/platform/web-pages';
import api from './routes/api/index';
import { fastifyTrustProxy } from './trust-proxy';
import { safeError } from './lib/log-serializers';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

useIndonesianValidationErrors();

/**
 * The whole HTTP application: external plugins → platform → one plugin per feature → routes.
 * Tests build it too.
 */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { err: safeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    // On close only idle connections are cut; requests already received finish (see shutdown.ts),
    // and one arriving on a kept-alive connection meanwhile is still served, then its connection closes.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(availability);
  await app.register(errorHandler);
  await app.register(db, { database });
  await app.register(cookie);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(multipart);
  await app.register(rateLimit, { max: config.apiRateLimitPerMinute });
  await app.register(swagger, { published: config.apiDocs });

  await app.register(platform, { config, database });
  await app.register(auth, { config });
  await app.register(users);
  await app.register(profile);
  await app.register(selftest);
  await app.register(education);
  // The forum writes notifications, which travel on the chat's event log.
  await app.register(chat, { config });
  await app.register(notifications);
  await app.register(forum);

  await app.register(api, { prefix: '/api', config });
  await app.register(staticFiles, { webDistDir: config.webDistDir, uploadDir: config.uploadDir });
  await app.register(webPages, {
    publicOrigin: config.publicOrigins[0],
    shell: readShell(config.webDistDir),
    renderer: await loadRendererFactory(config.webRendererPath),
    preloads: readChunkPreloads(config.webDistDir),
  });
  await app.register(notFound);

  return app;
}
