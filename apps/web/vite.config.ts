import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeBootScript } from '../../packages/core/src/theme/theme-boot-script';

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

export default defineConfig({
  root,
  plugins: [react(), themeBoot()],
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
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments that Rollup cannot place; they are harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
        warn(warning);
      },
    },
  },
});
