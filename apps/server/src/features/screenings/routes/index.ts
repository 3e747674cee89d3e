import type { FastifyPluginAsync } from 'fastify';
import catalogue from './catalogue';
import history from './history';
import submit from './submit';

/** PHQ-9 and GAD-7 beside SRQ-29 (`/api/screenings`, api.md "More screenings"). */
const screenings: FastifyPluginAsync = async (app) => {
  await app.register(catalogue, { prefix: '/screenings' });
  await app.register(submit, { prefix: '/screenings' });
  await app.register(history, { prefix: '/screenings' });
};

export default screenings;
