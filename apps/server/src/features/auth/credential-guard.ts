import { loginLockout } from '@sehat/core/limits/rate-limits';
import fp from 'fastify-plugin';
import { addressKey } from '../../platform/http/address-key';
import { refusal, type LimitSubject } from '../../platform/http/rate-limiter';

/** Whose password is being checked: an account, or a login name that matches none. */
export type CredentialOwner = Extract<LimitSubject, { userId: number } | { loginName: string }>;

/**
 * Who is trying: a browser that proved it logged in to this account before (its device name,
 * login-devices.ts), or anyone else, known by address.
 */
export type CredentialSource = { device: string } | { ip: string };

export interface CredentialGuard {
  /**
   * Runs `check` (a password comparison) for `owner` from `source` under the login lock (ADRs
   * 59, 180): a check is reserved in the database before it runs, so parallel guesses never
   * check more than the limit; failures lock that account from that source only (an address,
   * or a browser that logged in before), for longer each time; a good check clears the pair's
   * count. Failures from an address never lock out a browser that proved itself.
   */
  verify(owner: CredentialOwner, source: CredentialSource, check: () => Promise<boolean>): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    credentialGuard: CredentialGuard;
  }
}

/** The lock after the `lockNumber`-th lock within a day: the first, doubled each time, capped. */
export function lockDurationMs(lockNumber: number): number {
  return Math.min(loginLockout.firstLockMs * 2 ** Math.max(0, lockNumber - 1), loginLockout.maxLockMs);
}

/** Login and the password change share it. */
export default fp(
  async (app) => {
    const { rateLimiter } = app;
    const failureLimit = rateLimiter.rule('login:fail');
    const guard: CredentialGuard = {
      async verify(owner, source, check) {
        const from = 'device' in source ? `device:${source.device}` : addressKey(source.ip);
        const pair = { of: owner, from };
        // One atomic upsert both counts this attempt and tells whether it may run.
        const reserved = await rateLimiter.hit('login:fail', pair);
        if (reserved.over) throw refusal(failureLimit, reserved.retryAfterSec);
        const valid = await check();
        if (valid) {
          await Promise.all([rateLimiter.reset('login:fail', pair), rateLimiter.reset('login:locks', pair)]);
        } else if (reserved.count === failureLimit.max) {
          const { count } = await rateLimiter.hit('login:locks', pair);
          await rateLimiter.endWindowIn('login:fail', pair, lockDurationMs(count));
        }
        return valid;
      },
    };
    app.decorate('credentialGuard', guard);
  },
  { name: 'credential-guard', dependencies: ['rate-limiter'] },
);
