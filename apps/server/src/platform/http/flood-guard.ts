import { commonMessages } from '@sehat/core/messages';
import fp from 'fastify-plugin';
import { tooManyRequests } from './errors';
import { clientOf, limitKey } from './rate-limiter';
import { WindowCounts } from './window-counts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the flood guard never counts this route's requests (ADR 213). */
    floodGuard?: false;
  }
}

/** The route config of what costs nothing to send: the built web app's files and its shell. */
export const notFloodGuarded = { floodGuard: false } as const;

/** Requests a minute, in each process. */
interface FloodLimits {
  /** Of one client: an account, else a browser (its cookie), else an address without one. */
  perClient: number;
  /** Of everyone behind one address who is not logged in: the backstop for cookies thrown away. */
  perAddress: number;
}

/**
 * A coarse per-process flood guard for every request but static files (ADR 213). Limits that
 * must hold across instances (login, registration, posting) use the database-backed limiter.
 * A logged-in user is counted by account alone: a classroom or a carrier behind one address
 * does not share one allowance, and an abuser's accounts are each held to theirs.
 */
export default fp<FloodLimits>(
  async (app, limits) => {
    const counts = new WindowCounts(60_000);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.floodGuard === false) return;
      const client = clientOf(request);
      const own = counts.hit(limitKey('flood', client));
      if (own.count > limits.perClient) throw tooManyRequests(commonMessages.rateLimited, own.retryAfterSec);
      if ('userId' in client) return;
      const shared = counts.hit(limitKey('flood-address', { ip: request.ip }));
      if (shared.count > limits.perAddress) {
        throw tooManyRequests(commonMessages.rateLimited, shared.retryAfterSec);
      }
    });
  },
  { name: 'flood-guard', dependencies: ['sessions', 'browser-cookie'] },
);
