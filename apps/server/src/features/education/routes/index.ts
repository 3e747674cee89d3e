import type { FastifyPluginAsync } from 'fastify';
import admin from './admin/index';
import journals from './journals';

/** Pojok Edukasi: the public journal list and the admin journal manager. */
const education: FastifyPluginAsync = async (app) => {
  await app.register(journals, { prefix: '/journals' });
  await app.register(admin, { prefix: '/admin' });
};

export default education;
