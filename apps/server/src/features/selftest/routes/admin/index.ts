import type { FastifyPluginAsync } from 'fastify';
import questions from './questions';

/** Admin: the self-test questionnaire. Every route here is for admins only. */
const adminSelftest: FastifyPluginAsync = async (app) => {
  // Before the body is read, so a non-admin learns nothing from the shape of their request.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(questions);
};

export default adminSelftest;
