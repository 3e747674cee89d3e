import type { FastifyPluginAsync } from 'fastify';
import auditLog from './audit-log';
import create from './create';
import list from './list';
import mailStatus from './mail-status';
import remove from './remove';
import resetLink from './reset-link';
import update from './update';

/**
 * `/api/admin/users`, `/api/admin/audit-log` and `/api/admin/mail-status`: the users area (admins only), checked
 * before the body is even read.
 */
const admin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireStaff('users'));
  for (const route of [list, create, update, remove, resetLink])
    await app.register(route, { prefix: '/users' });
  await app.register(auditLog, { prefix: '/audit-log' });
  await app.register(mailStatus, { prefix: '/mail-status' });
};

export default admin;
