import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { expect } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/platform/database/pg-listener';

const counting = new AsyncLocalStorage<string[]>();
let wrapped = false;

/** The PostgreSQL listener's own connection (see `statementsOf`). */
const isListener = (client: pg.Client) =>
  (client as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters
    ?.application_name === LISTENER_APPLICATION_NAME;

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : ((query as { text?: string }).text ?? '');

/**
 * The SQL statements `work` sends, in order, on either engine (both speak through node-postgres):
 * only those of its own async path, not what background workers send meanwhile, nor what a
 * NOTIFY it sent sets off (on PGlite that arrives within the statement's own call). Not counted
 * either: the round trip on PostgreSQL's listening connection that a write's answer waits for,
 * shared by the writes answered meanwhile (ADR 207); it is a statement on the database all
 * the same.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  if (!wrapped) {
    wrapped = true;
    const emit = pg.Client.prototype.emit;
    pg.Client.prototype.emit = function (this: pg.Client, event: string | symbol, ...args: unknown[]) {
      if (event !== 'notification') return emit.call(this, event, ...args);
      return counting.exit(() => emit.call(this, event, ...args));
    };
    const clientQuery = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (!isListener(this)) counting.getStore()?.push(textOf(args[0]));
      return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof clientQuery;
    // A pool's statement may wait for its client and then run in whoever freed it's context:
    // it is counted here, where it is asked for, and not again by the client.
    const poolQuery = pg.Pool.prototype.query;
    pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
      counting.getStore()?.push(textOf(args[0]));
      return counting.exit(() => (poolQuery as (...a: unknown[]) => unknown).apply(this, args));
    } as typeof poolQuery;
  }
  const sent: string[] = [];
  await counting.run(sent, work);
  return sent;
}

/**
 * The statements of a submission that counts a limit's hit and stores, on either engine (ADR
 * 260): its batch's hits, committed without waiting for the disk, then its batch's insert.
 * `extra`: statements on top.
 */
export function expectCountedInsert(sent: string[], extra = 0) {
  const listed = sent.join('\n---\n');
  expect(sent.length, listed).toBeLessThanOrEqual(2 + extra);
  expect(sent[0], listed).toContain("set_config('synchronous_commit', 'off', true)");
  expect(sent[1], listed).toContain('jsonb_to_recordset');
}
