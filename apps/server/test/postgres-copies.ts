import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** The name every copy of the run's template starts with (global-setup drops what is left). */
export function copyPrefix(template: string): string {
  return `${template}_copy_`;
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function createCopy(): Promise<string> {
  const template = inject('postgresTemplate');
  const name = `${copyPrefix(template)}${randomBytes(6).toString('hex')}`;
  await onServer((admin) => admin.query(`create database ${name} template ${template}`));
  return name;
}

let next: Promise<string> | undefined;

/**
 * A new database copied from the run's migrated template (`CREATE DATABASE … TEMPLATE`). The
 * copy for the worker's next test file is made while this one runs, on the server's own core,
 * so a file rarely waits for one.
 */
export async function takeTemplateCopy(): Promise<string> {
  const ready = next ?? createCopy();
  next = createCopy();
  // Awaited by the next caller; until then a failure must not count as unhandled.
  next.catch(() => {});
  return ready;
}

export async function dropCopy(name: string): Promise<void> {
  await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
}
