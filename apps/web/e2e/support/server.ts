import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${baseUrl}`);
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** What the process printed on stdout so far. */
  output(): string;
  /** Stops the process; the data directory stays until `remove`. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

/** Starts the built server on a free port with its own data directory (or `dataDir`). */
export async function startServer(env: NodeJS.ProcessEnv, dataDir?: string): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'sehat-e2e-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let stdout = '';
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      // As a deployment says where it is served: the origin browsers' API writes must come from.
      PUBLIC_ORIGIN: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    process.stdout.write(chunk);
  });
  const exited = new Promise((r) => server.once('exit', r));
  await waitForHealth(baseUrl, 180_000);
  return {
    baseUrl,
    dataDir: dir,
    output: () => stdout,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
