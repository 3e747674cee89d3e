import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import catalogue from './catalogue';
import history from './history';
import submit from './submit';

/** PHQ-9 and GAD-7 beside SRQ-29 (`/api/screenings`, api.md "More screenings"). */
const screenings: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(catalogue, { prefix: '/screenings' });
  await app.register(submit, { prefix: '/screenings', config });
  await app.register(history, { prefix: '/screenings' });
};

export default screenings;
