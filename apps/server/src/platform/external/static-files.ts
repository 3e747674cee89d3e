import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFloodGuarded } from '../http/flood-guard';

/**
 * The built web app's files (hashed assets cached for a year, with the brotli and gzip copies
 * the build wrote). The HTML shell is served by web-pages.ts from memory, never from here;
 * avatars by public-avatars.ts from the file storage. A first visit fetches well over a hundred
 * of them (the service worker's precache): the flood guard never counts them (ADR 213).
 */
export default fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    if (!existsSync(path.join(webDistDir, 'index.html'))) {
      app.log.warn({ webDistDir }, 'web app not built: only the API is served');
      return;
    }
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, ...notFloodGuarded };
      });
      await files.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        allowedPath: (pathName) => pathName !== '/index.html',
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The body depends on Accept-Encoding (a .br or .gz copy may be sent): caches must know.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    });
  },
  { name: 'static-files' },
);
