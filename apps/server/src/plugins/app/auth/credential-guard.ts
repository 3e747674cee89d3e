import { authMessages } from '@sehat/core/auth/messages';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { tooManyRequests } from '../../../lib/errors';
import { limitKey, type LimitSubject } from '../../platform/rate-limiter';

/** Whose password is being checked: an account, or a login name that matches none. */
export type CredentialOwner = Extract<LimitSubject, { userId: number } | { loginName: string }>;

export interface CredentialGuard {
  /**
   * Runs `check` (a password comparison) under the login throttle: once an owner has had too
   * many failed checks in the window every further check is refused with 429 (even a right
   * password); a failed check counts, a good one clears the count.
   */
  verify(owner: CredentialOwner, check: () => Promise<boolean>): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    credentialGuard: CredentialGuard;
  }
}

/**
 * Failures are counted per account (or per unknown name), not per address, so guessing one
 * account's password from many addresses is slowed too. Login and the password change share it.
 */
export default fp<{ limits: AppConfig['loginLimits'] }>(
  async (app, { limits }) => {
    const guard: CredentialGuard = {
      async verify(owner, check) {
        const key = limitKey('login:fail', owner);
        if ((await app.rateLimiter.peek(key)) >= limits.perAccount) {
          throw tooManyRequests(authMessages.tooManyLoginAttempts);
        }
        const valid = await check();
        if (valid) await app.rateLimiter.reset(key);
        else await app.rateLimiter.consume(key, limits.perAccount, limits.windowMs);
        return valid;
      },
    };
    app.decorate('credentialGuard', guard);
  },
  { name: 'credential-guard', dependencies: ['rate-limiter'] },
);
