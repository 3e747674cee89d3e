import { useIndonesianValidationErrors } from '@sehat/core/validation/locale';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './platform/database/client';
import compression from './platform/external/compression';
import cookie from './platform/external/cookie';
import db from './platform/external/db';
import multipart from './platform/external/multipart';
import securityHeaders from './platform/external/security-headers';
import staticFiles from './platform/external/static-files';
import publicAvatars from './platform/files/public-avatars';
import swagger from './platform/external/swagger';
import availability from './platform/availability/availability';
import browserCookie from './platform/http/browser-cookie';
import errorHandler from './platform/http/error-handler';
import floodGuard from './platform/http/flood-guard';
import platform from './platform/index';
import notFound from './platform/http/not-found';
import { readChunkPreloads } from './platform/web-pages/chunk-preloads';
import { loadRendererFactory } from './platform/web-pages/page-renderer';
import webPages, { readShell } from './platform/web-pages/web-pages';
import { features } from './api/features';
import api from './api/index';
import { fastifyTrustProxy } from './trust-proxy';
import { guardConnections } from './platform/connections/connection-guard';
import { trustedPeer } from './platform/connections/trusted-peers';
import { safeError, safeRequest } from './platform/logging/log-serializers';

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
  const limits = config.httpLimits;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { err: safeError, req: safeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    // Nobody holds a connection by sending slowly or not at all (ADR 182); timeouts are checked
    // every second, not Node's default of every 30 seconds.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // On close only idle connections are cut; requests already received finish (see shutdown.ts),
    // and one arriving on a kept-alive connection meanwhile is still served, then its connection closes.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  guardConnections(app.server, limits, trustedPeer(config.trustProxy), app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(availability);
  await app.register(errorHandler);
  await app.register(db, { database });
  await app.register(cookie);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(multipart);
  await app.register(swagger, { published: config.apiDocs });

  await app.register(platform, { config, database });
  // After the session lookup: a logged-in user is counted by account, not by address (ADR 213).
  await app.register(browserCookie, { cookieSecure: config.cookieSecure });
  await app.register(floodGuard, {
    perClient: config.apiRateLimitPerMinute,
    perAddress: config.apiRateLimitPerAddressPerMinute,
  });
  const featureList = features(config);
  for (const { plugin } of featureList) if (plugin) await plugin.mount(app);

  await app.register(api, { prefix: '/api', features: featureList });
  await app.register(publicAvatars);
  await app.register(staticFiles, { webDistDir: config.webDistDir });
  await app.register(webPages, {
    publicOrigin: config.publicOrigins[0],
    shell: readShell(config.webDistDir),
    renderer: await loadRendererFactory(config.webRendererPath),
    preloads: readChunkPreloads(config.webDistDir),
  });
  await app.register(notFound);

  return app;
}
