import type { FastifyPluginAsync } from 'fastify';
import decisions from './decisions';
import log from './log';
import queue from './queue';

/** `/api/admin/moderation`: the forum's moderation queue, decisions and log: the moderation area (admins). */
const forumModeration: FastifyPluginAsync = async (app) => {
  // Before validation: anyone else learns nothing about the routes, not even their input rules.
  app.addHook('onRequest', app.requireStaff('moderation'));
  await app.register(queue);
  await app.register(log);
  await app.register(decisions);
};

export default forumModeration;
