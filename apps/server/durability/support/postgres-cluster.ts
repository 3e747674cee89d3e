import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { serverRoot } from '../../src/paths';

const exec = promisify(execFile);
const script = path.resolve(serverRoot, '../../scripts/throwaway-postgres.sh');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of one test file's own, so restarting or killing it disturbs nothing else. */
export interface Cluster {
  url: string;
  /** A URL for a fresh, empty database on this cluster. */
  createDatabase(name: string): Promise<string>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** kill -9 of the postmaster: a crash, recovered from the WAL at the next start. */
  crash(): Promise<void>;
  destroy(): Promise<void>;
}

// initdb and pg_ctl refuse to run as root: the script and these commands use the postgres account.
const asOwner = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? exec('runuser', ['-u', 'postgres', '--', command, ...args])
    : exec(command, args);

export async function startCluster({ durable }: { durable: boolean }): Promise<Cluster> {
  const { stdout } = await exec('bash', [script], {
    env: { ...process.env, PG_DURABLE: durable ? '1' : '0' },
  });
  const dir = /dir=(.*)/.exec(stdout)![1]!;
  const url = /url=(.*)/.exec(stdout)![1]!;
  const data = path.join(dir, 'data');
  const options = (await readFile(path.join(dir, 'options'), 'utf8')).trim();
  const pgCtl = (...args: string[]) => asOwner(path.join(PG_BIN, 'pg_ctl'), ['-D', data, ...args]);

  const cluster: Cluster = {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    async stop(mode = 'fast') {
      await pgCtl('-m', mode, '-w', 'stop');
    },
    async start() {
      // Right after a crash the old backends may still be leaving: try again for a while.
      for (let attempt = 0; ; attempt++) {
        try {
          await pgCtl('-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start');
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    async crash() {
      const pid = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    async destroy() {
      await exec('bash', [script, 'stop', dir]);
    },
  };
  return cluster;
}
