import type { FastifyPluginAsync } from 'fastify';
import type { Feature } from './features';

/** Every feature's routes, from the one list of features (`features.ts`). */
const api: FastifyPluginAsync<{ features: Feature[] }> = async (app, { features }) => {
  // Answers depend on the session (accounts, votes, chats, admin lists): never kept by a browser
  // or a shared cache, unless a route says otherwise (ADR 62).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  for (const feature of features) for (const mount of feature.routes) await mount(app);
};

export default api;
