import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import accountTokens from './account-tokens';
import credentialGuard from './credential-guard';
import emailVerification from './email-verification';
import passwordReset from './password-reset';
import passwords from './passwords';

/**
 * Passwords, the login throttle, e-mail verification and password reset (sessions and guards
 * are the platform's).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(passwords, { cost: config.passwordCost });
    await app.register(credentialGuard);
    await app.register(accountTokens);
    await app.register(emailVerification, { siteOrigin: config.siteOrigin });
    await app.register(passwordReset, { siteOrigin: config.siteOrigin, mailLimit: config.resetMailLimit });
  },
  { name: 'auth', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
/** @internal The password-reset due job's name, for tests that run it at once (test/recovery.ts). */
export { RESET_REQUESTS_JOB } from './reset-requests';
