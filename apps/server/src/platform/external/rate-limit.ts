import rateLimit from '@fastify/rate-limit';
import { commonMessages } from '@sehat/core/messages';
import fp from 'fastify-plugin';

/**
 * A coarse per-process flood guard for every request. Limits that must hold across
 * instances (login, registration, posting) use the database-backed rate limiter instead.
 */
export default fp<{ max: number }>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: { code: 'RATE_LIMITED', message: commonMessages.rateLimited },
        retryAfter: context.after,
      }),
    });
  },
  { name: 'rate-limit' },
);
