import type { FastifyPluginAsync } from 'fastify';
import adminJournals from './admin/journals';
import journals from './journals';

/** Pojok Edukasi: the public journal list and the admin journal manager. */
const education: FastifyPluginAsync = async (app) => {
  await app.register(journals, { prefix: '/journals' });
  await app.register(adminJournals, { prefix: '/admin/journals' });
};

export default education;
