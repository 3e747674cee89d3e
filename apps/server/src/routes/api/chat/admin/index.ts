import type { FastifyPluginAsync } from 'fastify';
import conversations from './conversations';
import users from './users';

/** The counsellors' inbox. Every route here is for admins only. */
const adminChat: FastifyPluginAsync = async (app) => {
  // Before validation: a non-admin learns nothing about the routes, not even their input rules.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(users);
  await app.register(conversations);
};

export default adminChat;
