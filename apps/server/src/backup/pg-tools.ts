import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL client program: from PG_BIN when set, else the newest Debian-style install
 * (/usr/lib/postgresql/<version>/bin), else the PATH.
 */
export function pgProgram(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  if (existsSync(DEBIAN_PG_ROOT)) {
    const versions = readdirSync(DEBIAN_PG_ROOT)
      .filter((entry) => /^\d+$/.test(entry) && existsSync(path.join(DEBIAN_PG_ROOT, entry, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_PG_ROOT, versions[0], 'bin', name);
  }
  return name;
}

/** Runs a program to its end; rejects with its error output when it fails. */
export function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${program} could not be started: ${error.message}`)));
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(program)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
