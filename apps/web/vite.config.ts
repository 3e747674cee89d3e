import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
/** The API server during development (`npm run dev -w apps/server`). */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
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
