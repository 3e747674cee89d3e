import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import credentialGuard from './credential-guard';
import passwords from './passwords';

/** Passwords and the login throttle (sessions and guards are the platform's). */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(passwords, { cost: config.passwordCost });
    await app.register(credentialGuard, { limits: config.loginLimits });
  },
  { name: 'auth', dependencies: ['platform'] },
);
