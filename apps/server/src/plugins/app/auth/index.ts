import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import guards from './guards';
import sessions from './sessions';

/** Accounts' sessions and the guards routes put in front of themselves. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(sessions, { config });
    await app.register(guards);
  },
  { name: 'auth', dependencies: ['platform'] },
);
