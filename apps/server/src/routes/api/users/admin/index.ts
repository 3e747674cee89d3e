import type { FastifyPluginAsync } from 'fastify';
import create from './create';
import list from './list';
import remove from './remove';
import update from './update';

/** `/api/admin/users`: admins only, checked before the body is even read. */
const adminUsers: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(list);
  await app.register(create);
  await app.register(update);
  await app.register(remove);
};

export default adminUsers;
