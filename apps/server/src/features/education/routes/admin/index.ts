import type { FastifyPluginAsync } from 'fastify';
import journals from './journals';

/** `/api/admin/journals`: the journal manager. The journals area (admins), checked before the body is read. */
const admin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireStaff('journals'));
  await app.register(journals, { prefix: '/journals' });
};

export default admin;
