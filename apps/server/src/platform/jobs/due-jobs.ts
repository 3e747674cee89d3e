import fp from 'fastify-plugin';

/**
 * Work stored with the time it falls due (a row per item, a due-time column). `run` does what is
 * due, locking its rows so that each item is done by one instance only; `nextDueAt` says when to
 * look again.
 */
export interface DueJob {
  /** Does the work due at `now`; returns how many items it did. */
  run(now: Date): Promise<number>;
  /** When the earliest waiting item falls due, or null when none waits. */
  nextDueAt(): Promise<Date | null>;
}

export interface DueJobs {
  /** A feature adds its job once, when it registers. */
  add(name: string, job: DueJob): void;
  /** Something new may fall due sooner than planned: look at the job's rows again now. */
  wake(name: string): void;
  /** Runs the job's due work now and plans its next look (tests call it directly). */
  runNow(name: string, now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dueJobs: DueJobs;
  }
}

/**
 * The longest an instance sleeps: work another instance scheduled is picked up by this one
 * within it, and so is work left over after a failure or a restart.
 */
const MAX_SLEEP_MS = 60_000;

/**
 * A small scheduler for work with a due time, kept in the database so it survives restarts and
 * runs once across instances (each job locks its own rows). Each job sleeps until its earliest
 * due time (at most a minute) and is woken early by whoever schedules new work here.
 */
export default fp(
  async (app) => {
    const jobs = new Map<string, { job: DueJob; timer?: NodeJS.Timeout; running?: Promise<number> }>();
    let closed = false;

    const plan = async (name: string) => {
      const entry = jobs.get(name)!;
      const next = await entry.job.nextDueAt().catch(() => null);
      if (closed) return;
      clearTimeout(entry.timer);
      const wait = next ? Math.max(0, next.getTime() - Date.now()) : MAX_SLEEP_MS;
      entry.timer = setTimeout(() => void runNow(name), Math.min(wait, MAX_SLEEP_MS));
      entry.timer.unref();
    };

    const runNow = async (name: string, now = new Date()): Promise<number> => {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`due jobs: no job ${name}`);
      // One run of a job at a time in this instance; a wake during a run plans after it.
      while (entry.running) await entry.running.catch(() => 0);
      entry.running = entry.job.run(now);
      try {
        return await entry.running;
      } catch (error) {
        app.log.warn({ err: error, job: name }, 'due job failed; trying again later');
        return 0;
      } finally {
        entry.running = undefined;
        await plan(name);
      }
    };

    app.decorate('dueJobs', {
      add(name, job) {
        if (jobs.has(name)) throw new Error(`due jobs: ${name} added twice`);
        jobs.set(name, { job });
      },
      wake(name) {
        if (jobs.has(name)) void plan(name);
      },
      runNow,
    });

    app.addHook('onReady', async () => {
      for (const name of jobs.keys()) void plan(name);
    });
    app.addHook('onClose', async () => {
      closed = true;
      for (const entry of jobs.values()) {
        clearTimeout(entry.timer);
        await entry.running?.catch(() => 0);
      }
    });
  },
  { name: 'due-jobs', dependencies: ['db'] },
);
