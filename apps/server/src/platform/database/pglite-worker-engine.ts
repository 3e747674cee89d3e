import { Worker } from 'node:worker_threads';
import type { PgliteEngine } from './pglite-engine';

type EngineCall =
  | { kind: 'exchange'; client: number; messages: Uint8Array }
  | { kind: 'leave'; client: number }
  | { kind: 'dump' | 'close' };

export type EngineRequest = EngineCall & { id: number };

export interface EngineAnswer {
  id: number;
  bytes?: Uint8Array;
  error?: Error;
}

interface Waiting {
  resolve(bytes: Uint8Array | undefined): void;
  reject(error: Error): void;
}

/**
 * The worker's module: beside this one, as TypeScript when the server runs from its sources
 * (tests, `npm run dev`: the worker registers tsx first), as JavaScript in the built bundle.
 */
function startWorker(dataDir: string): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
  // The young generation `npm run serve`'s --max-semi-space-size=4 gives, in any process: with
  // V8's default the worker's short-lived answer bytes piled up (642–656 MB resident after
  // `npm run bench`, 597 MB with this; 4 MB went lower there but raised the idle server's).
  const resourceLimits = { maxYoungGenerationSizeMb: 12 };
  if (!fromSource) return new Worker(entry, { workerData: { dataDir }, resourceLimits });
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(code, { eval: true, workerData: { dataDir }, resourceLimits });
}

/**
 * PGlite on the data folder `dataDir`, in a worker thread of its own (ADR 209): the database
 * engine runs beside the server's thread instead of taking turns with it. `onLost` hears once
 * if the thread stops before `close` (every waiting and later call then fails).
 */
export function startPgliteWorker(dataDir: string, onLost?: (reason: string) => void): Promise<PgliteEngine> {
  return engineIn(startWorker(dataDir), onLost);
}

/** The engine a worker that speaks EngineRequest and EngineAnswer serves, once it said it is ready. */
export async function engineIn(
  worker: Worker,
  onLost: (reason: string) => void = () => {},
): Promise<PgliteEngine> {
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      worker.off('message', ready).off('exit', exited);
      reject(error);
    };
    const exited = (code: number) => failed(new Error(`the embedded database's thread stopped (${code})`));
    const ready = () => {
      worker.off('error', failed).off('exit', exited);
      resolve();
    };
    worker.once('message', ready).once('error', failed).once('exit', exited);
  });
  worker.on('message', ({ id, bytes, error }: EngineAnswer) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(error);
    else call?.resolve(bytes);
  });
  worker.on('error', (error) => {
    stop(error);
    onLost(`the embedded database's thread failed: ${error.message}`);
  });
  worker.on('exit', (code) => {
    if (stopped) return;
    stop(new Error(`the embedded database's thread stopped (${code})`));
    onLost(`the embedded database's thread stopped (exit code ${code})`);
  });

  const call = (request: EngineCall, transfer: ArrayBuffer[] = []) =>
    new Promise<Uint8Array | undefined>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  return {
    exchange(client, messages) {
      // A copy of its own to hand over: node-postgres's buffers may share memory with others.
      const own = new Uint8Array(messages);
      return call({ kind: 'exchange', client, messages: own }, [own.buffer]);
    },
    leave: async (client) => {
      await call({ kind: 'leave', client });
    },
    dump: async () => (await call({ kind: 'dump' }))!,
    async close() {
      if (stopped) return;
      await call({ kind: 'close' });
      stop(new Error('the embedded database is closed'));
      await worker.terminate();
    },
  };
}
