import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { rateLimits, sessions } from '../../db/schema/index';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly removal of expired sessions and finished rate-limit windows. */
export default fp(
  async (app) => {
    const sweep = async () => {
      try {
        await app.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
        await app.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping sweep failed');
      }
    };
    const timer = setInterval(sweep, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
