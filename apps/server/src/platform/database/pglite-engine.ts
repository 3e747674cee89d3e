import type { PGlite } from '@electric-sql/pglite';
import type { Exchange } from './pglite-socket';

/** What the server asks of a PGlite instance, in this thread or in a worker of its own (ADR 209). */
export interface PgliteEngine {
  exchange: Exchange;
  /** PGlite's own gzipped tar of its data folder. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Runs a batch of protocol messages and answers the bytes a server would send, in one piece.
 * The raw stream neither parses the answer nor keeps it (node-postgres does both); each piece
 * is a view into PGlite's memory, so it is copied before PGlite runs again.
 */
export function exchangeWith(pglite: PGlite): Exchange {
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
  return {
    exchange: exchangeWith(pglite),
    dump: async () => new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer()),
    close: () => pglite.close(),
  };
}
