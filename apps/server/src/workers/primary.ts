import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { AppConfig } from '../config';
import { seedDatabase } from '../db/seed/index';
import { DRAIN_GRACE_MS } from '../shutdown';
import { loginAddressNotice } from '../startup-notices';
import { respawnDelay } from './backoff';
import { DRAIN_MESSAGE } from './messages';

/**
 * The cluster's primary (ADR 72): migrates and seeds once, then forks `count` workers that share
 * the port. A worker that dies is replaced (after a growing pause when replacements keep dying
 * early); SIGTERM/SIGINT asks every worker to drain and exits once all have, 0 if all did cleanly.
 */
export async function runPrimary(config: AppConfig, count: number): Promise<void> {
  const log = pino({ level: config.logLevel });
  const { openPostgres } = await import('../platform/database/postgres');
  const database = openPostgres(config.databaseUrl!, 1);
  try {
    await database.migrate();
    await seedDatabase(database.db, config, log);
  } finally {
    await database.close();
  }

  const startedAt = new Map<number, number>();
  const pending = new Set<NodeJS.Timeout>();
  let earlyDeaths = 0;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (startedAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const next = respawnDelay(ranMs, earlyDeaths);
    earlyDeaths = next.earlyDeaths;
    log.error(
      { pid: worker.process.pid, code, signal, restartInMs: next.delayMs },
      'worker died: replacing it',
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      fork();
    }, next.delayMs);
    pending.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error({ signal }, 'second signal: stopping at once');
      process.exit(1);
    }
    stopping = true;
    pending.forEach(clearTimeout);
    log.info({ signal, workers: startedAt.size }, 'draining every worker');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(DRAIN_MESSAGE);
    // A worker stuck past its own deadline must not keep the primary up for ever.
    setTimeout(() => {
      log.error('workers still running after the drain deadline: stopping');
      process.exit(1);
    }, DRAIN_GRACE_MS + 10_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  cluster.once('listening', () => process.stdout.write(loginAddressNotice(config)));
  log.info({ workers: count }, 'starting the workers');
  for (let i = 0; i < count; i++) fork();
}
