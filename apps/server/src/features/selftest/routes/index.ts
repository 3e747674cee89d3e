import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import admin from './admin/index';
import claim from './claim';
import crisisContacts from './crisis-contacts';
import history from './history';
import questions from './questions';
import submit from './submit';

/**
 * Tes Diri: the questionnaire, scoring submissions, a user's results and the help list
 * (`/api/selftest`), and the admin's question manager (`/api/admin/selftest`).
 */
const selftest: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(questions, { prefix: '/selftest', config });
  await app.register(submit, { prefix: '/selftest', config });
  await app.register(history, { prefix: '/selftest' });
  await app.register(claim, { prefix: '/selftest' });
  await app.register(crisisContacts, { prefix: '/selftest', config });
  await app.register(admin, { prefix: '/admin/selftest' });
};

export default selftest;
