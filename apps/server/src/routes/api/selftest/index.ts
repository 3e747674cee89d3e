import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import crisisContacts from './crisis-contacts';
import history from './history';
import questions from './questions';
import submit from './submit';

/** Tes Diri: the questionnaire, scoring submissions, a user's results, and the help list. */
const selftest: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(questions);
  await app.register(submit, { config });
  await app.register(history);
  await app.register(crisisContacts, { config });
};

export default selftest;
