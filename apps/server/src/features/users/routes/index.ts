import type { FastifyPluginAsync } from 'fastify';
import admin from './admin/index';

/** Users: the admin's user management and audit log (`/api/admin/users`, `/api/admin/audit-log`). */
const users: FastifyPluginAsync = async (app) => {
  await app.register(admin, { prefix: '/admin' });
};

export default users;
