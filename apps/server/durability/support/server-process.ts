import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { serverRoot } from '../../src/paths';

const entry = (name: 'server' | 'backup' | 'restore') => path.join(serverRoot, 'dist', `${name}.js`);

/** Limits opened wide: the load here comes from one address and posts as fast as it can. */
const baseEnv = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  ADMIN_PASSWORD: 'admin-password',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  REGISTER_LIMIT_PER_IP: '100000',
  LOGIN_LIMIT_PER_IP: '100000',
  FORUM_QUESTION_INTERVAL_SECONDS: '0',
  // The writers here are brand-new accounts writing far more than a person would.
  FORUM_NEW_ACCOUNT_HOURS: '0',
  SSE_HEARTBEAT_SECONDS: '2',
  // One process unless a test asks for workers (cluster.test.ts).
  WEB_CONCURRENCY: '1',
};

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry('server')], {
    env: { ...process.env, ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

/** Starts the built server and waits until it listens (with workers: until every one does). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  listeners = 1,
): Promise<ServerProcess> {
  const started = launch(env);
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void started.exited.then(() => (done = true));
  while (Date.now() < deadline) {
    const matches = [...started.output().matchAll(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/g)];
    if (matches.length >= listeners) return { ...started, url: matches[0]![1]! };
    if (done) throw new Error(`the server exited while starting:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  started.child.kill('SIGKILL');
  throw new Error(`the server did not start in time:\n${started.output()}`);
}

/** Starts the server expecting it to refuse; resolves with its exit code and output. */
export async function startRefused(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const started = launch(env);
  const code = await started.exited;
  return { code, output: started.output() };
}

/** Runs `node dist/<tool>.js args` to its end. */
export async function runTool(
  tool: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [entry(tool), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stdout, stderr };
}

export async function stop(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  server.child.kill(signal);
  return server.exited;
}

/** Polls until `check` holds; fails with `what` after the timeout. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether anything accepts a TCP connection at the URL's port (false once the listener closed). */
export const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
