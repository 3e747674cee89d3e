import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appStartAttribute, appStartScript } from '../../packages/core/src/site/app-start-script';
import { themeBootScript } from '../../packages/core/src/theme/theme-boot-script';
import { offlineShellPath } from '../../packages/core/src/offline/offline-shell';
import { webImportAliases } from './import-alias.mjs';
import { lucideIconImports } from './lucide-icon-imports';
import { chunkCycleGuard, offlineChunks } from './offline-chunks';
import { precacheScope } from './precache-scope';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
/** The API server during development (`npm run dev -w apps/server`). */
const apiTarget = 'http://localhost:3000';

/** Puts the theme before the first paint: the inline script is the first thing in <head> (ADR 55). */
function themeBoot(): Plugin {
  return {
    name: 'sehat-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
  };
}

/**
 * The app starts after the first paint (ADR 100): a server-rendered page needs only the HTML
 * and the stylesheet to show, so the entry script waits, inert, in a template, until the inline
 * start script (before the stylesheet, so it never waits for it) moves it into the head once
 * the first contentful paint is reported. ADR 84 had the same aim with a low fetch priority.
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'sehat-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const script = /\s*(<script type="module" crossorigin src="[^"]+"><\/script>)/.exec(html);
        const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(html);
        if (!script?.[1] || !stylesheet) throw new Error('index.html: entry script or stylesheet not found');
        const entry = `<template ${appStartAttribute}>${script[1]}</template>`;
        const start = `<script>${appStartScript}</script>`;
        return html
          .replace(script[0], '')
          .replace(stylesheet[0], `${start}\n    ${stylesheet[0]}\n    ${entry}`);
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; images are already compressed. */
const compressible = /\.(?:js|css|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (.br) and gzip (.gz) copy of every compressible built file of 1 KB and more,
 * at the highest levels, once: the server sends the copy the browser accepts (ADR 52).
 */
function precompress(): Plugin {
  return {
    name: 'sehat-precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
          await writeFile(`${full}.br`, await brotli(body, { params }));
          await writeFile(`${full}.gz`, await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The service worker (ADRs 134, 160): Workbox through vite-plugin-pwa's injectManifest strategy,
 * built from src/sw/ into dist/sw.js. It precaches the hashed assets, the icons and the page
 * shell: index.html as the server serves it at `offlineShellPath` (its revision is the built
 * file's, which changes with every build that changes it), never a rendered page, never the
 * web manifest (the server writes it) and only the code the pages that work offline load (ADRs
 * 206, 235). The app registers it itself (lib/service-worker.ts).
 */
function serviceWorker(onlineOnly: ReadonlySet<string>) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg', 'index.html'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries
            .filter((entry) => !onlineOnly.has(entry.url))
            .map((entry) => (entry.url === 'index.html' ? { ...entry, url: offlineShellPath } : entry)),
          warnings: [],
        }),
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => {
  const scope = precacheScope();
  return {
    root,
    plugins: [
      lucideIconImports(),
      react(),
      themeBoot(),
      entryAfterFirstPaint(),
      precompress(),
      scope.plugin,
      chunkCycleGuard(),
      ...(isSsrBuild ? [] : [serviceWorker(scope.files)]),
    ],
    // The server renderer (dist-ssr) takes the icons it uses into its own bundle: left external,
    // Node loads lucide-react's whole icon set, about 6 MB of the idle server's heap (ADR 93).
    ssr: { noExternal: ['lucide-react'] },
    // `#web/...` (package.json "imports"): Vite would take only the field's first target.
    resolve: { alias: webImportAliases() },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/uploads': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/uploads': { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // One stylesheet, linked from index.html: a server-rendered page must be styled from its
      // first paint, before (or without) the JavaScript that would load a route's own CSS (ADR 53).
      cssCodeSplit: false,
      // dist/.vite/manifest.json: the server preloads a rendered page's own chunks (ADR 58).
      manifest: true,
      // Every browser the site supports follows <link rel="modulepreload"> itself; an older one
      // ignores it and loads a chunk when it is imported (issue 49 item 2: the landing budget).
      modulePreload: { polyfill: false },
      rollupOptions: {
        // Only the modules named go into a manual chunk: Rollup would otherwise add each one's
        // imports, the entry's shared code with them.
        output: { manualChunks: offlineChunks(), onlyExplicitManualChunks: true },
        onwarn(warning, warn) {
          // zod ships comments that Rollup cannot place; they are harmless.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
          warn(warning);
        },
      },
    },
  };
});
