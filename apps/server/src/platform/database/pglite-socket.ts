import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
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
 * A socket for node-postgres whose far end is an in-process PGlite (ADR 108). What the client
 * writes at once runs as one batch of protocol messages: node-postgres corks a statement's
 * Parse, Bind, Describe, Execute and Sync into one write, so a statement is one call into
 * PGlite. PGlite's answer comes back as the raw bytes a server would send, read by
 * node-postgres's own parser, as from a real server (notifications included).
 */
export class PgliteSocket extends Duplex {
  readonly #pglite: PGlite;
  readonly #beforeStatement: () => void;

  /** `beforeStatement` throws to keep a batch from running (the data folder's lock is lost). */
  constructor(pglite: PGlite, beforeStatement: () => void = () => {}) {
    super();
    this.#pglite = pglite;
    this.#beforeStatement = beforeStatement;
  }

  /**
   * PGlite is one session that outlives its clients, and the pool drops a client after a failed
   * query: a new client starts from a clean session, or it would find the last one's open
   * transaction and prepared statements (and fail on a name it had never prepared itself).
   * Listening stays: the subscriptions belong to the database, not to a client.
   */
  connect(): this {
    this.#pglite.execProtocolRawStream(freshSession, { onRawData: () => {} }).then(
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
    const reply: Buffer[] = [];
    // The raw stream neither parses the answer nor keeps it: node-postgres does both. Each
    // piece is a view into PGlite's memory, so it is copied before PGlite runs again.
    this.#pglite
      .execProtocolRawStream(messages, { onRawData: (bytes) => reply.push(Buffer.from(bytes)) })
      .then(
        () => {
          if (reply.length > 0) this.push(reply.length === 1 ? reply[0] : Buffer.concat(reply));
          done();
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
  }
}

/** A node-postgres pool of one client on `pglite` (PGlite has one connection). */
export function pglitePoolConfig(pglite: PGlite, beforeStatement?: () => void): PoolConfig {
  return {
    // PGlite has one database and lets anyone in; node-postgres only names them at startup.
    user: 'postgres',
    database: 'postgres',
    stream: () => new PgliteSocket(pglite, beforeStatement),
    max: 1,
  };
}
