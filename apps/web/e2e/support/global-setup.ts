import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCredentials } from './accounts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

function freePort(): Promise<number> {
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

/** Starts the built server on a free port with an empty data directory; returns its teardown. */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_PASSWORD: adminCredentials.password,
      API_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
      REGISTER_LIMIT_PER_IP: '100000',
      // Specs post questions and responses in quick succession; the API tests cover the limits.
      FORUM_QUESTION_INTERVAL_SECONDS: '0',
      FORUM_RESPONSE_INTERVAL_SECONDS: '0',
      FORUM_VOTES_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, 60_000);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
