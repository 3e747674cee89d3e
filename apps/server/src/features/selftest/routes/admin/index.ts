import type { FastifyPluginAsync } from 'fastify';
import questions from './questions';

/** Admin: the self-test questionnaire. Every route here is for the questions area (admins). */
const adminSelftest: FastifyPluginAsync = async (app) => {
  // Before the body is read, so anyone else learns nothing from the shape of their request.
  app.addHook('onRequest', app.requireStaff('questions'));
  await app.register(questions);
};

export default adminSelftest;
