import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './pglite';
import { inProcessEngine } from './pglite-engine';
import type { EngineRequest, EngineAnswer } from './pglite-worker-engine';

/**
 * The embedded database's own thread (ADR 209): PGlite runs here, and the server's thread sends
 * it what node-postgres writes. The session shares itself among the pool's clients (ADR 254):
 * batches wait here for their turn, so the next one is ready when the last is answered.
 */
const port = parentPort!;
const engine = inProcessEngine(await createPglite((workerData as { dataDir: string }).dataDir));

async function answer(request: EngineRequest): Promise<Uint8Array | undefined> {
  switch (request.kind) {
    case 'exchange':
      return engine.exchange(request.client, request.messages);
    case 'leave':
      return engine.leave(request.client).then(() => undefined);
    case 'dump':
      return engine.dump();
    case 'close':
      return engine.close().then(() => undefined);
  }
}

port.on('message', (request: EngineRequest) => {
  answer(request).then(
    (bytes) => {
      const reply: EngineAnswer = { id: request.id, bytes };
      port.postMessage(reply, bytes ? [bytes.buffer as ArrayBuffer] : []);
    },
    (error: unknown) => {
      const reply: EngineAnswer = {
        id: request.id,
        error: error instanceof Error ? error : new Error(String(error)),
      };
      port.postMessage(reply);
    },
  );
});
port.postMessage('ready');
