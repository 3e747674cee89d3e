import type { FastifyPluginAsync } from 'fastify';
import list from './list';
import read from './read';

/** `/api/notifications`: the logged-in viewer's own notifications; visitors get 401. */
const notifications: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(list);
  await app.register(read);
};

export default notifications;
