import type { PGlite } from '@electric-sql/pglite';
import { sharedSession, type RunBatch } from './shared-session';

/**
 * What the server asks of a PGlite instance, in this thread or in a worker of its own (ADR 209):
 * its one session, shared by the pool's clients (ADR 254).
 */
export interface PgliteEngine {
  /** Runs client `client`'s batch of protocol messages; resolves with the bytes a server answers. */
  exchange(client: number, messages: Uint8Array): Promise<Uint8Array | undefined>;
  /** Client `client` is gone: the transaction it left open is rolled back. */
  leave(client: number): Promise<void>;
  /** PGlite's own gzipped tar of its data folder, taken while no transaction is open. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Runs a batch of protocol messages and answers the bytes a server would send, in one piece.
 * The raw stream neither parses the answer nor keeps it (node-postgres does both); each piece
 * is a view into PGlite's memory, so it is copied before PGlite runs again.
 */
function batchesOn(pglite: PGlite): RunBatch {
  return async (messages) => {
    const pieces: Uint8Array[] = [];
    await pglite.execProtocolRawStream(messages, { onRawData: (bytes) => pieces.push(bytes.slice()) });
    if (pieces.length <= 1) return pieces[0];
    const whole = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
    let at = 0;
    for (const piece of pieces) {
      whole.set(piece, at);
      at += piece.length;
    }
    return whole;
  };
}

export function inProcessEngine(pglite: PGlite): PgliteEngine {
  const session = sharedSession(batchesOn(pglite));
  return {
    exchange: session.exchange,
    leave: session.leave,
    dump: () =>
      session.whenIdle(async () => new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer())),
    close: () => session.next(() => pglite.close()),
  };
}
