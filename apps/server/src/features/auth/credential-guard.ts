import { authMessages } from '@sehat/core/auth/messages';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../platform/http/errors';
import { addressKey } from '../../platform/http/address-key';
import { limitKey, type LimitSubject } from '../../platform/http/rate-limiter';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lock after the `lockNumber`-th lock within a day: the first, doubled each time, capped. */
export function lockDurationMs(limits: AppConfig['loginLimits'], lockNumber: number): number {
  return Math.min(limits.firstLockMs * 2 ** Math.max(0, lockNumber - 1), limits.maxLockMs);
}

/** Login and the password change share it. */
export default fp<{ limits: AppConfig['loginLimits'] }>(
  async (app, { limits }) => {
    const { rateLimiter } = app;
    const guard: CredentialGuard = {
      async verify(owner, source, check) {
        const from = 'device' in source ? `device:${source.device}` : addressKey(source.ip);
        const failures = `${limitKey('login:fail', owner)}:from:${from}`;
        const locks = `${limitKey('login:locks', owner)}:from:${from}`;
        // One atomic upsert both counts this attempt and tells whether it may run.
        const reserved = await rateLimiter.consume(failures, limits.perAccount, limits.windowMs);
        if (!reserved.allowed) {
          throw tooManyRequests(
            authMessages.tooManyLoginAttempts(reserved.retryAfterSec),
            reserved.retryAfterSec,
          );
        }
        const valid = await check();
        if (valid) {
          await Promise.all([rateLimiter.reset(failures), rateLimiter.reset(locks)]);
        } else if (reserved.count === limits.perAccount) {
          const { count } = await rateLimiter.consume(locks, Number.MAX_SAFE_INTEGER, DAY_MS);
          await rateLimiter.endWindowIn(failures, lockDurationMs(limits, count));
        }
        return valid;
      },
    };
    app.decorate('credentialGuard', guard);
  },
  { name: 'credential-guard', dependencies: ['rate-limiter'] },
);
