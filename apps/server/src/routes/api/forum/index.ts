import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import questions from './questions';
import responses from './responses';
import votes from './votes';

const forum: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  // Lists carry per-viewer data (userVoted, 'mine'): never from a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'no-store');
  });
  await app.register(questions, { config });
  await app.register(responses, { config });
  await app.register(votes, { config });
};

export default forum;
