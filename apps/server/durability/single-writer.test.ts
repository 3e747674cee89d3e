import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, register, type Acknowledged } from './support/api-client';
import { startRefused, startServer, stop } from './support/server-process';
import { expectAllStored, storedQuestions } from './support/stored';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-single-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('one writer per embedded database', () => {
  it('refuses a second process with a clear message while the first keeps serving, losing nothing', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    const session = await register(first.url);
    const acked: Acknowledged[] = [];
    for (let n = 0; n < 100; n++) {
      // Every tenth write, a second process tries to open the same folder.
      if (n % 10 === 5) {
        const second = await startRefused({ DATA_DIR: dataDir });
        expect(second.code).toBe(1);
        expect(second.output).toContain(`The embedded database in ${path.join(dataDir, 'pglite')} is in use`);
        expect(second.output).toContain(`process ${first.child.pid}`);
      }
      const title = `Satu penulis nomor ${n}`;
      acked.push({ id: await ask(session, title), title });
    }
    expect(await stop(first)).toBe(0);
    expectAllStored(acked, await storedQuestions({ dataDir }));
  });

  it('does not stay locked after its holder was killed', async () => {
    const crashed = await startServer({ DATA_DIR: dataDir });
    await stop(crashed, 'SIGKILL');
    const next = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    expect(await stop(next)).toBe(0);
  });
});
