import { Duplex } from 'node:stream';
import type { PoolConfig } from 'pg';

type Done = (error?: Error | null) => void;

/** A simple Query message (PostgreSQL protocol): 'Q', its length, the text ending in a zero. */
function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(4 + body.length);
  return Buffer.concat([Buffer.from('Q'), length, body]);
}

const freshSession = simpleQuery('rollback; deallocate all');

/**
 * A socket for node-postgres whose far end is PGlite, in this thread or in its own (ADRs 108,
 * 209). What the client writes at once runs as one batch of protocol messages: node-postgres
 * corks a statement's Parse, Bind, Describe, Execute and Sync into one write, so a statement is
 * one call into PGlite. PGlite's answer comes back as the raw bytes a server would send, read by
 * node-postgres's own parser, as from a real server (notifications included).
 */
export class PgliteSocket extends Duplex {
  readonly #exchange: Exchange;
  readonly #beforeStatement: () => void;

  /** `beforeStatement` throws to keep a batch from running (the data folder's lock is lost). */
  constructor(exchange: Exchange, beforeStatement: () => void = () => {}) {
    super();
    this.#exchange = exchange;
    this.#beforeStatement = beforeStatement;
  }

  /**
   * PGlite is one session that outlives its clients, and the pool drops a client after a failed
   * query: a new client starts from a clean session, or it would find the last one's open
   * transaction and prepared statements (and fail on a name it had never prepared itself).
   * Listening stays: the subscriptions belong to the database, not to a client.
   */
  connect(): this {
    this.#exchange(freshSession).then(
      () => this.emit('connect'),
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
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
    done();
  }

  /** Writes reach here one at a time (the stream waits for `done`), so batches never interleave. */
  #run(messages: Buffer, done: Done): void {
    try {
      this.#beforeStatement();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#exchange(messages).then(
      (reply) => {
        if (reply) this.push(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength));
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

/** Runs a batch of protocol messages on PGlite; resolves with the bytes a server would answer. */
export type Exchange = (messages: Uint8Array) => Promise<Uint8Array | undefined>;

/** A node-postgres pool of one client on PGlite (it has one connection). */
export function pglitePoolConfig(exchange: Exchange, beforeStatement?: () => void): PoolConfig {
  return {
    // PGlite has one database and lets anyone in; node-postgres only names them at startup.
    user: 'postgres',
    database: 'postgres',
    stream: () => new PgliteSocket(exchange, beforeStatement),
    max: 1,
  };
}
