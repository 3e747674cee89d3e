import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { rowsOf } from '../database/rows';
import { rateLimits, sessions } from '../../db/schema/index';
import type { Tx } from '../database/transaction';

const HOUR_MS = 60 * 60 * 1000;
/** Any fixed number: the advisory lock that lets one instance sweep at a time. */
const SWEEP_LOCK = 0x5e4a7;

/**
 * One step of the sweep, inside its transaction: deletes or folds what is past its time and
 * returns the paths of files to remove once that transaction has committed.
 */
export type SweepTask = (tx: Tx, now: Date) => Promise<string[]>;

export interface Housekeeping {
  /** A feature adds what it keeps only for a while (retention); tasks run in the order added. */
  task(name: string, run: SweepTask): void;
  /** One sweep now (the timer runs it hourly); false when another instance holds the lock. */
  sweep(now?: Date): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/**
 * The one scheduler: hourly, expired sessions and finished rate-limit windows go, then every
 * feature's task (anonymous self-tests past retention, old chat messages, ...). Safe with several
 * instances: one sweeps at a time.
 */
export default fp(
  async (app) => {
    const tasks = new Map<string, SweepTask>();
    const sweep = async (now = new Date()) => {
      const files = await app.db.transaction(async (tx) => {
        const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as ok`);
        if (!rowsOf<{ ok: boolean }>(locked)[0]?.ok) return null;
        await tx.delete(sessions).where(lt(sessions.expiresAt, now));
        await tx.delete(rateLimits).where(lt(rateLimits.resetAt, now));
        const gone: string[] = [];
        for (const run of tasks.values()) gone.push(...(await run(tx, now)));
        return gone;
      });
      if (!files) return false;
      await app.fileStorage.removeAll(files, 'an expired file');
      return true;
    };
    app.decorate('housekeeping', {
      task(name, run) {
        if (tasks.has(name)) throw new Error(`housekeeping: task ${name} added twice`);
        tasks.set(name, run);
      },
      sweep,
    });

    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping sweep failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db', 'file-storage'] },
);
