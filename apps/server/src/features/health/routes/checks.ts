import type { FastifyInstance } from 'fastify';
import { outageOf, type Outage } from '../../../platform/availability/unavailable';

export type HealthProblem = Outage | 'shutting-down';

/**
 * What keeps this instance from serving writes now, if anything: shutting down, the database
 * unreachable or refusing a write, the upload folder refusing a file, or a real write that
 * failed on a full or broken disk within the last minute.
 */
export async function healthProblem(app: FastifyInstance): Promise<HealthProblem | undefined> {
  if (app.availability.draining) return 'shutting-down';
  try {
    await app.probeDatabaseWrite();
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
