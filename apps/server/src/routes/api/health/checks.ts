import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../../../db/schema/index';
import { outageOf, type Outage } from '../../../lib/unavailable';

export type HealthProblem = Outage | 'shutting-down';

// One row every instance overwrites: a write that touches no user data. Housekeeping may
// prune it; the next check writes it again.
const PROBE_KEY = 'health-probe';

async function probeDatabase(app: FastifyInstance): Promise<void> {
  await app.db
    .insert(rateLimits)
    .values({ key: PROBE_KEY, count: 0, resetAt: sql`now()` })
    .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt: sql`now()` } });
}

/**
 * What keeps this instance from serving writes now, if anything: shutting down, the database
 * unreachable or refusing a write, the upload folder refusing a file, or a real write that
 * failed on a full or broken disk within the last minute.
 */
export async function healthProblem(app: FastifyInstance): Promise<HealthProblem | undefined> {
  if (app.availability.draining) return 'shutting-down';
  try {
    await probeDatabase(app);
  } catch (error) {
    return outageOf(error) === 'database-unwritable' ? 'database-unwritable' : 'database-unreachable';
  }
  try {
    await app.fileStorage.probe();
  } catch {
    return 'storage-unwritable';
  }
  return app.availability.recentWriteFailure();
}
