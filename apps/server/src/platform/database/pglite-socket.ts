import { Duplex } from 'node:stream';
import type { PoolConfig } from 'pg';
import type { PgliteEngine } from './pglite-engine';

type Done = (error?: Error | null) => void;

/** What a socket asks of PGlite's shared session (ADR 254). */
export type SessionEnds = Pick<PgliteEngine, 'exchange' | 'leave'>;

let lastClient = 0;

/**
 * A socket for node-postgres whose far end is PGlite, in this thread or in its own (ADRs 108,
 * 209), as one client of its shared session (ADR 254). What the client writes at once runs as
 * one batch of protocol messages: node-postgres corks a statement's Parse, Bind, Describe,
 * Execute and Sync into one write, so a statement is one call into PGlite. PGlite's answer comes
 * back as the raw bytes a server would send, read by node-postgres's own parser, as from a real
 * server (notifications included).
 */
export class PgliteSocket extends Duplex {
  readonly #session: SessionEnds;
  readonly #client = ++lastClient;
  readonly #beforeStatement: () => void;
  #left = false;

  /** `beforeStatement` throws to keep a batch from running (the data folder's lock is lost). */
  constructor(session: SessionEnds, beforeStatement: () => void = () => {}) {
    super();
    this.#session = session;
    this.#beforeStatement = beforeStatement;
  }

  /** Nothing to reach: the session is there, and what a client left open went with it. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  // What node-postgres sets on a TCP socket: nothing to do in-process.
  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: Done): void {
    this.#run(chunk, done);
  }

  override _writev(chunks: { chunk: Buffer }[], done: Done): void {
    this.#run(Buffer.concat(chunks.map(({ chunk }) => chunk)), done);
  }

  override _final(done: Done): void {
    this.push(null);
    this.#leave();
    done();
  }

  override _destroy(error: Error | null, done: Done): void {
    this.#leave();
    done(error);
  }

  /**
   * Once, when the pool ends or drops this client: the session rolls back the transaction it
   * left open. Its failure means the database is gone, which every later batch reports.
   */
  #leave(): void {
    if (this.#left) return;
    this.#left = true;
    this.#session.leave(this.#client).catch(() => {});
  }

  /** Writes reach here one at a time (the stream waits for `done`), so batches never interleave. */
  #run(messages: Buffer, done: Done): void {
    try {
      this.#beforeStatement();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#session.exchange(this.#client, messages).then(
      (reply) => {
        if (reply) this.push(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength));
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

/**
 * How many node-postgres clients share PGlite's one session (ADR 254): enough that a statement
 * waits beside the database while the last one's answer crosses back to the server's thread.
 */
export const pgliteClients = 4;

/** A node-postgres pool whose clients share PGlite's one session. */
export function pglitePoolConfig(session: SessionEnds, beforeStatement?: () => void): PoolConfig {
  return {
    // PGlite has one database and lets anyone in; node-postgres only names them at startup.
    user: 'postgres',
    database: 'postgres',
    stream: () => new PgliteSocket(session, beforeStatement),
    max: pgliteClients,
  };
}
