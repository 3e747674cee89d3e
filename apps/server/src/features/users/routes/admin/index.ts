import type { FastifyPluginAsync } from 'fastify';
import auditLog from './audit-log';
import create from './create';
import list from './list';
import remove from './remove';
import update from './update';

/** `/api/admin/users` and `/api/admin/audit-log`: admins only, checked before the body is even read. */
const admin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  for (const route of [list, create, update, remove]) await app.register(route, { prefix: '/users' });
  await app.register(auditLog, { prefix: '/audit-log' });
};

export default admin;
