import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import credentialGuard from './credential-guard';
import guards from './guards';
import passwords from './passwords';
import sessions from './sessions';

/** Passwords, sessions, the guards routes put in front of themselves, and the login throttle. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(passwords, { cost: config.passwordCost });
    await app.register(sessions, { config });
    await app.register(guards);
    await app.register(credentialGuard, { limits: config.loginLimits });
  },
  { name: 'auth', dependencies: ['platform'] },
);
