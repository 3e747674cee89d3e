import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for HTML and JSON bodies of 1 KB and more, as the client accepts them. Built
 * assets already come precompressed (static-files.ts); the chat's event stream writes to a
 * hijacked response and is never passed through here (text/event-stream is also excluded).
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
